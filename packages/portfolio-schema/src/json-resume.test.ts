import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import jsonResume from '@jsonresume/schema';
import officialSchema from '@jsonresume/schema/schema.json';
import { fromJsonResume, toJsonResume, type JsonResumeImport } from './json-resume';
import { draftToPortfolioData } from './rules/draft-to-portfolio';
import { edgeCasePortfolio, minimalPortfolio, samplePortfolio } from './samples';
import { portfolioDataSchema } from './portfolio-data';

const fixturesDir = join(dirname(fileURLToPath(import.meta.url)), '../test/fixtures');
const fixture = (name: string): unknown => JSON.parse(readFileSync(join(fixturesDir, `${name}.resume.json`), 'utf8'));
const fixtureNames = ['backend-engineer', 'designer-developer', 'new-graduate'] as const;

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const ajvValidate = ajv.compile(officialSchema);

/** Validates with both ajv (+ formats) and the schema package's own validator. */
function officialErrors(resume: unknown): string[] {
  const errors = ajvValidate(resume) ? [] : (ajvValidate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
  jsonResume.validate(resume, (packageErrors) => {
    for (const error of packageErrors ?? []) errors.push(`${error.property} ${error.message}`);
  });
  return errors;
}

function imported(result: JsonResumeImport) {
  if (!result.ok) throw new Error(`expected an import, got: ${result.message}`);
  return result;
}

const url = 'https://ada.showfolio.in/';

describe('the fixtures', () => {
  it.each(fixtureNames)('%s is a valid JSON Resume', (name) => {
    expect(officialErrors(fixture(name))).toEqual([]);
  });

  it('the validator catches a broken resume, so the checks above can fail', () => {
    expect(officialErrors({ basics: { email: 'not an email', url: 'nope' }, work: [{ startDate: '05/2020' }] })).not.toEqual([]);
  });
});

describe('fromJsonResume', () => {
  it('imports a senior engineer resume', () => {
    const { draft, imported: found } = imported(fromJsonResume(fixture('backend-engineer')));
    expect(found).toEqual([
      'name',
      'e-mail address',
      'headline',
      'location',
      'bio',
      'profile picture',
      '1 education entry',
      '9 technical skills',
      '3 soft skills',
      '2 projects',
      '3 experiences',
      '3 social links',
      '2 links',
      '1 volunteering entry',
      '1 award',
      '2 languages',
      '1 interest',
      '1 reference',
    ]);
    expect(draft).toMatchObject({ headline: 'Staff Backend Engineer', location: 'Bengaluru, Karnataka, IN' });
    // The person's own site and the Mastodon profile (not one of the spec's five) join the links.
    expect(draft.links).toEqual([
      { url: 'https://priya.dev', label: '' },
      { url: 'https://hachyderm.io/@priya', label: '' },
    ]);
    expect(draft.sections).toMatchObject({
      volunteering: [{ organization: 'PyCon India', position: 'Reviewer', url: '', startDate: '2019-01', endDate: '', summary: 'Talk selection committee.' }],
      awards: [{ title: 'Engineering Excellence Award', awarder: 'Shipwise', date: '2022-12', summary: 'For the tracking rewrite.' }],
      languages: [
        { language: 'English', fluency: 'Fluent' },
        { language: 'Tamil', fluency: 'Native speaker' },
      ],
      interests: [{ name: 'Running', keywords: ['Half marathons'] }],
      references: [{ name: 'A. Colleague', reference: 'Priya is the engineer you want on call.' }],
      customSections: [],
    });
    expect(draft.userDetails).toEqual({ firstName: 'Priya', lastName: 'Raghavan', username: '', email: 'priya.raghavan@example.com' });
    expect(draft.documents.profilePictureUrl).toBe('https://images.example.com/priya-raghavan.jpg');
    expect(draft.socialLinks).toEqual({
      github: 'https://github.com/priyar',
      linkedin: 'https://www.linkedin.com/in/priya-raghavan',
      twitter: 'https://x.com/priya_builds',
      instagram: '',
      facebook: '',
    });
    expect(draft.skills.tech).toEqual(['Go', 'Java', 'Python', 'SQL', 'Kafka', 'PostgreSQL', 'Kubernetes', 'AWS', 'Terraform']);
    expect(draft.skills.soft).toEqual(['Mentoring', 'Technical writing', 'Incident leadership']);
    expect(draft.experiences.experiences[0]).toEqual({
      companyName: 'Shipwise Logistics',
      jobRole: 'Staff Backend Engineer',
      description:
        'Technical lead for the routing and tracking platform serving 40,000 deliveries a day.\n' +
        '• Moved tracking from polling to an event stream, cutting database load by 70%\n' +
        '• Introduced service-level objectives and an error budget policy',
      startDate: '2021-04',
      endDate: '',
      technologyUsed: [],
    });
    expect(draft.education[0]).toEqual({
      institution: 'National Institute of Technology Karnataka',
      degree: 'Bachelor of Technology, Computer Science',
      startDate: '2010-07',
      endDate: '2014-05',
      description: 'Score: 8.9/10\nCourses: Distributed Systems, Databases, Compilers',
    });
    expect(draft.projects.projects).toEqual([
      {
        projectName: 'pgqueue',
        description:
          'A small, reliable job queue on top of PostgreSQL SKIP LOCKED.\n• 1,200 GitHub stars\n• Used in production at three companies',
        githubUrl: 'https://github.com/priyar/pgqueue',
        deployedUrl: '',
        techStack: ['Go', 'PostgreSQL'],
        year: '',
        role: 'Author, Maintainer',
        links: [],
        images: [],
      },
      {
        projectName: 'Route Planner Talk',
        description: 'Conference talk on vehicle routing with OR-Tools.',
        githubUrl: '',
        deployedUrl: 'https://talks.example.com/route-planner',
        techStack: ['Python', 'OR-Tools'],
        year: '2023',
        role: '',
        links: [],
        images: [],
      },
    ]);
  });

  it('imports a designer resume: usernames only, interpersonal skills, duplicate tags', () => {
    const { draft, imported: found } = imported(fromJsonResume(fixture('designer-developer')));
    expect(found).toContain('3 projects');
    expect(draft.userDetails.lastName).toBe('Moreau-Dubois');
    expect(draft.socialLinks).toMatchObject({
      instagram: 'https://www.instagram.com/lea.dessine',
      facebook: 'https://www.facebook.com/lea.moreau.dubois',
      linkedin: 'https://www.linkedin.com/in/léa-moreau',
    });
    expect(draft.skills.tech).toEqual(['Figma', 'Prototyping', 'Design systems', 'HTML', 'CSS', 'JavaScript', 'React']);
    expect(draft.skills.soft).toEqual(['Facilitation', 'Client communication']);
    expect(draft.experiences.experiences[0]?.description).toBe(
      '• Redesigned the onboarding flow; sign-up completion rose from 41% to 63%\n• Built the Figma component library',
    );
    expect(draft.experiences.experiences[1]?.endDate).toBe('');
    expect(draft.projects.projects[2]?.githubUrl).toBe('https://www.github.com/leamd/contrast');
    expect(draft.education[1]).toMatchObject({ degree: 'Certificate, Front-end development', endDate: '' });
  });

  it('imports a new graduate resume with legacy and unknown fields, skills given by name only', () => {
    const { draft, imported: found } = imported(fromJsonResume(JSON.stringify(fixture('new-graduate'))));
    expect(found).toEqual([
      'name',
      'e-mail address',
      'headline',
      'bio',
      '1 education entry',
      '4 technical skills',
      '1 project',
      '1 experience',
      '1 social link',
      '1 link',
    ]);
    expect(draft.experiences.experiences[0]).toMatchObject({ companyName: 'Amman Tech Hub', jobRole: 'Web Development Intern' });
    expect(draft.skills.tech).toEqual(['Python', 'Django', 'JavaScript', 'Git']);
    expect(draft.education[0]?.institution).toBe('الجامعة الأردنية');
    expect(draft.documents.profilePictureUrl).toBe('');
  });

  it('imports every example shipped with @jsonresume/schema', () => {
    const examplesDir = join(dirname(createRequire(import.meta.url).resolve('@jsonresume/schema')), 'examples');
    const examples = readdirSync(examplesDir).filter((file) => file.endsWith('.json'));
    expect(examples.length).toBeGreaterThan(0);
    for (const file of examples) {
      const result = fromJsonResume(readFileSync(join(examplesDir, file), 'utf8'));
      expect(result, file).toMatchObject({ ok: true });
    }
  });

  it.each([
    ['null', null, 'A JSON Resume must be a JSON object'],
    ['an array', [], 'A JSON Resume must be a JSON object'],
    ['a number', 42, 'A JSON Resume must be a JSON object'],
    ['broken JSON text', '{"basics": ', 'This file is not valid JSON'],
    ['JSON text over 1 MB', `{"basics":{"summary":"${'x'.repeat(1_000_001)}"}}`, 'This resume is too large to import (1 MB at most)'],
    ['an empty object', {}, 'No portfolio details were found in this resume'],
    ['only unknown sections', { unknown: { stuff: true }, meta: { version: 'v1.0.0' } }, 'No portfolio details were found in this resume'],
    ['basics as text', { basics: 'Ada' }, 'Invalid JSON Resume: basics must be an object'],
    ['work as a number', { work: 5 }, 'Invalid JSON Resume: work must be a list'],
    ['a numeric company name', { work: [{ name: 42 }] }, 'Invalid JSON Resume: work[0].name must be text'],
    [
      'a profile url list',
      { basics: { profiles: [{ network: 'GitHub', url: ['x'] }] } },
      'Invalid JSON Resume: basics.profiles[0].url must be text',
    ],
    [
      '51 projects',
      { projects: Array.from({ length: 51 }, (_, i) => ({ name: `P${i}` })) },
      'Invalid JSON Resume: projects can have at most 50 entries',
    ],
    ['a 2001-character summary', { basics: { summary: 'x'.repeat(2001) } }, 'This resume cannot be imported: Bio must be at most 2000 characters'],
    ['a 61-character skill', { skills: [{ name: 'x'.repeat(61) }] }, 'This resume cannot be imported: A tag must be at most 60 characters'],
  ])('rejects %s with a clear message', (_label, input, message) => {
    expect(fromJsonResume(input)).toEqual({ ok: false, message });
  });

  it('drops links that are not plain web addresses', () => {
    const { draft } = imported(
      fromJsonResume({
        basics: { name: 'Eve', image: 'javascript:alert(1)' },
        projects: [{ name: 'X', url: 'data:text/html,hi', repository: 'javascript:alert(1)' }],
      }),
    );
    expect(draft.documents.profilePictureUrl).toBe('');
    expect(draft.projects.projects[0]).toMatchObject({ githubUrl: '', deployedUrl: '' });
  });
});

describe('toJsonResume', () => {
  it.each([
    ['samplePortfolio', samplePortfolio],
    ['minimalPortfolio', minimalPortfolio],
    ['edgeCasePortfolio', edgeCasePortfolio],
    ['empty data', portfolioDataSchema.parse({})],
  ])('writes a valid JSON Resume for %s', (_name, data) => {
    expect(officialErrors(toJsonResume(data, { url }))).toEqual([]);
    expect(officialErrors(toJsonResume(data))).toEqual([]);
  });

  it('maps the sample portfolio', () => {
    const resume = toJsonResume(samplePortfolio, { url });
    expect(resume.basics).toMatchObject({
      name: 'Ada Rivera',
      label: 'Senior software engineer at Northwind Labs',
      location: { city: 'Lisbon', region: 'Portugal' },
      image: 'https://ada.showfolio.in/media/sample-avatar.webp',
      email: samplePortfolio.email,
      url,
      summary: samplePortfolio.bio,
    });
    expect(resume.basics.profiles).toContainEqual({ network: 'X', username: 'ada_rivera', url: 'https://x.com/ada_rivera' });
    expect(resume.work[0]).not.toHaveProperty('endDate');
    expect(resume.work[1]).toMatchObject({ endDate: '2023-01' });
    expect(resume.skills).toEqual([
      { name: 'Technical skills', keywords: samplePortfolio.skills.tech },
      { name: 'Soft skills', keywords: samplePortfolio.skills.soft },
    ]);
    expect(resume.projects[0]).toMatchObject({
      url: 'https://trailhead.example.com',
      repository: 'https://github.com/ada-rivera/trailhead',
      startDate: '2024',
      roles: ['Creator and maintainer'],
      links: [{ label: 'Case study', url: 'https://ada-rivera.dev/work/trailhead' }],
    });
    expect(resume.basics.profiles.slice(-3)).toEqual([
      { network: 'Dribbble', url: 'https://dribbble.com/ada-rivera' },
      { network: 'Personal site', url: 'https://ada-rivera.dev' },
      { network: 'notes.ada-rivera.net', url: 'https://notes.ada-rivera.net/garden' },
    ]);
    expect(resume.volunteer).toEqual([
      {
        organization: 'Code for Lisbon',
        position: 'Mentor',
        url: 'https://codeforlisbon.example.org',
        startDate: '2022-01',
        summary: 'Pairs weekly with people changing careers into web development.',
      },
    ]);
    expect(resume.languages).toEqual(samplePortfolio.languages);
    expect(resume.certificates[0]).toEqual(samplePortfolio.certificates[0]);
    expect(resume.showfolio.customSections[0]?.title).toBe('Talks');
  });

  it('leaves out a relative picture when no page address is known', () => {
    expect(toJsonResume(samplePortfolio).basics).not.toHaveProperty('image');
  });
});

describe('JSON Resume round trip', () => {
  it('brings the sample portfolio back unchanged, apart from what JSON Resume cannot hold', () => {
    const { draft } = imported(fromJsonResume(toJsonResume(samplePortfolio, { url })));
    expect(draftToPortfolioData(draft)).toEqual({
      ...samplePortfolio,
      username: '',
      mobileNumber: '',
      resumeUrl: '',
      profilePicture: 'https://ada.showfolio.in/media/sample-avatar.webp',
    });
  });

  it.each(fixtureNames)('is stable for %s after one import', (name) => {
    const first = draftToPortfolioData(imported(fromJsonResume(fixture(name))).draft);
    const exported = toJsonResume(first);
    expect(officialErrors(exported)).toEqual([]);
    const second = draftToPortfolioData(imported(fromJsonResume(exported)).draft);
    expect(second).toEqual(first);
  });

  it('brings every section of the sample back with its privacy switches, hidden sections and custom sections', () => {
    const data = portfolioDataSchema.parse({
      ...samplePortfolio,
      showEmail: false,
      hiddenSections: ['education', 'custom:talks'],
      headline: 'Product designer at Ada Studio',
      location: 'Lisbon, Lisbon District, Portugal',
    });
    const { draft } = imported(fromJsonResume(JSON.stringify(toJsonResume(data, { url }))));
    expect(draftToPortfolioData(draft)).toEqual({ ...data, username: '', mobileNumber: '', resumeUrl: '', profilePicture: 'https://ada.showfolio.in/media/sample-avatar.webp' });
  });
});

describe('the official JSON Resume sample (Richard Hendriks)', () => {
  const official = fixture('official-sample');

  it('is valid', () => {
    expect(officialErrors(official)).toEqual([]);
  });

  it('imports everything the portfolio can hold', () => {
    const { draft, imported: found } = imported(fromJsonResume(official));
    const data = draftToPortfolioData(draft);
    expect(found).toEqual([
      'name',
      'e-mail address',
      'headline',
      'location',
      'bio',
      '1 education entry',
      '6 technical skills',
      '1 project',
      '1 experience',
      '1 social link',
      '2 links',
      '1 volunteering entry',
      '1 award',
      '1 publication',
      '1 language',
      '1 interest',
      '1 reference',
    ]);
    expect(data).toMatchObject({
      firstName: 'Richard',
      lastName: 'Hendriks',
      email: 'richard.hendriks@mail.com',
      headline: 'Programmer',
      location: 'San Francisco, California, US',
      social: { twitter: 'https://x.com/neutralthoughts' },
      links: [
        { url: 'http://richardhendricks.example.com', label: '' },
        { url: 'https://soundcloud.example.com/dandymusicnl', label: 'SoundCloud' },
      ],
      volunteering: [
        {
          organization: 'CoderDojo',
          position: 'Teacher',
          url: 'http://coderdojo.example.com/',
          startDate: '2012-01-01',
          endDate: '2013-01-01',
          summary: "Global movement of free coding clubs for young people.\n• Awarded 'Teacher of the Month'",
        },
      ],
      awards: [{ title: 'Digital Compression Pioneer Award', date: '2014-11-01', awarder: 'Techcrunch', summary: 'There is no spoon.' }],
      publications: [
        {
          name: 'Video compression for 3d media',
          publisher: 'Hooli',
          releaseDate: '2014-10-01',
          url: 'http://en.wikipedia.org/wiki/Silicon_Valley_(TV_series)',
          summary: 'Innovative middle-out compression algorithm that changes the way we store data.',
        },
      ],
      languages: [{ language: 'English', fluency: 'Native speaker' }],
      interests: [{ name: 'Wildlife', keywords: ['Ferrets', 'Unicorns'] }],
      references: [{ name: 'Erlich Bachman', reference: expect.stringContaining('It is my pleasure to recommend Richard') }],
    });
    expect(data.projects[0]).toMatchObject({ projectName: 'Miss Direction', year: '2016', role: 'Team lead, Designer', deployedUrl: 'http://missdirection.example.com' });
    expect(data.experience[0]).toMatchObject({ companyName: 'Pied Piper', role: 'CEO/President', startDate: '2013-12-01', endDate: '2014-12-01' });
    expect(data.education[0]).toMatchObject({ institution: 'University of Oklahoma', degree: 'Bachelor, Information Technology' });
  });

  it('survives export and import again unchanged, and exports a valid JSON Resume', () => {
    const first = draftToPortfolioData(imported(fromJsonResume(official)).draft);
    const exported = toJsonResume(first);
    expect(officialErrors(exported)).toEqual([]);
    expect(draftToPortfolioData(imported(fromJsonResume(exported)).draft)).toEqual(first);
  });
});
