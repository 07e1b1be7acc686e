/**
 * A short JSON Resume 1.0 document (https://jsonresume.org/schema) that the playground starts
 * with: every section the portfolio has a place for, small enough to read in the field.
 */
export const sampleResume = {
  basics: {
    name: 'Grace Okafor',
    label: 'Data engineer',
    email: 'grace.okafor@example.com',
    summary:
      'I build data pipelines that scientists trust: tested, documented and quick enough to run again on a Friday afternoon.',
    location: { city: 'Lagos', countryCode: 'NG' },
    profiles: [
      { network: 'GitHub', username: 'graceokafor', url: 'https://github.com/graceokafor' },
      { network: 'LinkedIn', username: 'graceokafor', url: 'https://www.linkedin.com/in/graceokafor' },
    ],
  },
  work: [
    {
      name: 'Tidewater Labs',
      position: 'Senior data engineer',
      startDate: '2021-03',
      summary: "Moved the lab's nightly batch jobs to a streaming pipeline.",
      highlights: ['Reports arrive in five minutes instead of twelve hours'],
    },
    {
      name: 'Northwind Health',
      position: 'Data analyst',
      startDate: '2017-09',
      endDate: '2021-02',
      summary: "Built the hospital network's first shared dashboard.",
    },
  ],
  education: [
    { institution: 'University of Ibadan', studyType: 'BSc', area: 'Statistics', startDate: '2013-09', endDate: '2017-06' },
  ],
  skills: [
    { name: 'Data', keywords: ['Python', 'SQL', 'Apache Kafka'] },
    { name: 'Soft skills', keywords: ['Mentoring', 'Technical writing'] },
  ],
  projects: [
    {
      name: 'tidy-streams',
      description: 'An open-source library of tested stream transforms.',
      url: 'https://github.com/graceokafor/tidy-streams',
      keywords: ['Python', 'Kafka'],
      startDate: '2022-05',
    },
  ],
};

/** The sample as the field shows it. */
export const sampleResumeText = JSON.stringify(sampleResume, null, 2);
