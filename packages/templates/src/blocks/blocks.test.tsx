import { render, screen } from '@testing-library/react';
import { minimalPortfolio, samplePortfolio } from '@showfolio/portfolio-schema/samples';
import { Avatar } from './Avatar/Avatar';
import { ContactList } from './ContactList/ContactList';
import { EducationList } from './EducationList/EducationList';
import { headRowLayout, titleFirstLayout } from './EntryList/EntryList';
import { metaLineLayout } from './EntryList/metaLineLayout';
import { entryClassesFrom } from './entryClasses';
import { layout, paper, typeset } from './layout';
import { profileParts } from './Profile/profileParts';
import { ExperienceList } from './ExperienceList/ExperienceList';
import {
  EducationSection,
  ExperienceSection,
  ProjectSection,
  SkillsSection,
  sectionNumbers,
} from './PortfolioSections/PortfolioSections';
import { ProjectList } from './ProjectList/ProjectList';
import { decoratedLayout } from './ProjectList/decoratedLayout';
import {
  SkillGroups,
  namedTagGroupLayout,
  skillListsLayout,
  tagGroupLayout,
} from './SkillGroups/SkillGroups';
import { TagList } from './TagList/TagList';
import { DateRange } from './DateRange/DateRange';
import { formatMonthYear } from './DateRange/formatDate';
import { SafeLink } from './SafeLink/SafeLink';
import { MadeWithFooter } from './Profile/Profile';
import { Section } from './Section/Section';
import { MarkedTitle, twoDigits } from './Section/MarkedTitle';
import { SocialIcon, socialIconNames } from './SocialIcon/SocialIcon';
import { contactLinks, portfolioView, projectLinks } from './portfolio';

describe('DateRange', () => {
  it('shows "Sep 2021 – Present" for an empty end date', () => {
    render(<DateRange startDate="2021-09" endDate="" />);
    expect(screen.getByText(/Sep 2021/).closest('span')).toHaveTextContent('Sep 2021 – Present');
  });

  it('treats the word Present like an empty end date', () => {
    const { container } = render(<DateRange startDate="2021-09-15" endDate="Present" />);
    expect(container).toHaveTextContent('Sep 2021 – Present');
  });

  it('formats both ends and keeps machine-readable dates', () => {
    const { container } = render(<DateRange startDate="2016-07" endDate="2020-05-31" />);
    expect(container).toHaveTextContent('Jul 2016 – May 2020');
    expect(container.querySelector('time[datetime="2020-05-31"]')).not.toBeNull();
  });

  it('renders nothing when neither date is known', () => {
    const { container } = render(<DateRange startDate="" endDate="" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('prints a year alone and leaves unknown text as typed', () => {
    expect(formatMonthYear('2017')).toBe('2017');
    expect(formatMonthYear('Spring 2020')).toBe('Spring 2020');
  });
});

describe('SafeLink', () => {
  it('opens external links in a new tab without leaking the opener', () => {
    render(<SafeLink href="https://github.com/ada">GitHub</SafeLink>);
    const link = screen.getByRole('link', { name: 'GitHub' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps mailto and same-origin links in the same tab', () => {
    render(
      <>
        <SafeLink href="mailto:ada@example.com">Mail</SafeLink>
        <SafeLink href="/media/cv.pdf">CV</SafeLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Mail' })).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'CV' })).not.toHaveAttribute('target');
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    '&#106;avascript:alert(1)',
    'data:text/html,x',
    '',
  ])('renders no link for %j', (href) => {
    render(
      <SafeLink href={href} fallback={<span>plain</span>}>
        Click
      </SafeLink>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('plain')).toBeInTheDocument();
  });
});

describe('Section', () => {
  it('renders a labelled region with its heading when it has content', () => {
    render(
      <Section id="projects" title="Projects">
        <p>Trailhead</p>
      </Section>,
    );
    expect(screen.getByRole('region', { name: 'Projects' })).toHaveTextContent('Trailhead');
  });

  it('renders nothing, not even the heading, when its list is empty', () => {
    const items: string[] = [];
    const { container } = render(
      <Section id="projects" title="Projects">
        {items.length > 0 && <ul />}
        {''}
      </Section>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Avatar', () => {
  it('shows the picture with the full name as alt text', () => {
    render(<Avatar data={samplePortfolio} size={64} />);
    expect(screen.getByRole('img', { name: 'Ada Rivera' })).toHaveAttribute(
      'src',
      samplePortfolio.profilePicture,
    );
  });

  it('carries the initials, without an inline style, as the fallback drawn when the picture fails to load', () => {
    render(<Avatar data={samplePortfolio} size={64} />);
    const picture = screen.getByRole('img');
    expect(picture).toHaveAttribute('data-initials', 'AR');
    expect(picture).not.toHaveAttribute('style');
  });

  it('shows decorative initials when there is no picture', () => {
    const { container } = render(<Avatar data={minimalPortfolio} size={64} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container).toHaveTextContent('SL');
  });
});

describe('SocialIcon', () => {
  it.each(socialIconNames)('draws %s with an accessible name when titled', (name) => {
    render(<SocialIcon name={name} title={`${name} profile`} />);
    expect(screen.getByRole('img', { name: `${name} profile` })).toBeInTheDocument();
  });

  it('is hidden from assistive technology beside visible text', () => {
    const { container } = render(<SocialIcon name="github" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('portfolio view helpers', () => {
  it('lists e-mail, resume and the five social profiles of the sample in order', () => {
    expect(contactLinks(samplePortfolio).map((link) => link.label)).toEqual([
      'Email',
      'Resume',
      'GitHub',
      'LinkedIn',
      'X',
      'Instagram',
      'Facebook',
    ]);
  });

  it('drops unsafe project links but keeps the safe ones, the project\'s own links last', () => {
    const project = {
      ...samplePortfolio.projects[0]!,
      githubUrl: 'javascript:alert(1)',
      links: [
        { label: 'Case study', url: 'https://ada-rivera.dev/work/trailhead' },
        { label: 'Evil', url: 'javascript:alert(1)' },
      ],
    };
    expect(projectLinks(project)).toEqual([
      {
        kind: 'live',
        text: 'Live site',
        href: project.deployedUrl,
        label: 'Live site of Trailhead',
      },
      {
        kind: 'extra',
        text: 'Case study',
        href: 'https://ada-rivera.dev/work/trailhead',
        label: 'Case study of Trailhead',
      },
    ]);
  });
});

describe('ExperienceList', () => {
  const [job] = samplePortfolio.experience;

  it('lists each job with its own dates and technologies, named after the job', () => {
    render(<ExperienceList items={samplePortfolio.experience} />);
    const jobs = screen.getAllByRole('listitem').filter((item) => item.querySelector('h3'));
    expect(jobs).toHaveLength(samplePortfolio.experience.length);
    expect(jobs[0]).toHaveTextContent('Feb 2023 – Present');
    const technologies = screen.getByRole('list', { name: 'Technologies at Northwind Labs' });
    expect(technologies).toHaveTextContent(job!.technologies.join(''));
  });

  it('lets the template arrange the parts and titles a job without a role by its company', () => {
    const { container } = render(
      <ExperienceList items={[{ ...job!, role: '' }]} titleFallsBack orgAs="span">
        {({ title, org, dates }) => (
          <>
            {title}
            <p>
              {org}
              {dates}
            </p>
          </>
        )}
      </ExperienceList>,
    );
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Northwind Labs');
    // The company is the title, so it is not said again on the meta line.
    expect(container.querySelector('p')).toHaveTextContent(/^Feb 2023 – Present$/);
  });

  it('renders nothing for no jobs', () => {
    const { container } = render(<ExperienceList items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('EducationList', () => {
  it('leaves out a blank institution and description', () => {
    const school = { ...samplePortfolio.education[1]!, institution: ' ', description: '' };
    const { container } = render(<EducationList items={[school]} />);
    expect(container.querySelectorAll('p')).toHaveLength(0);
    expect(container).toHaveTextContent('Jul 2016 – May 2020');
  });
});

describe('ProjectList', () => {
  it("shows each project's links with an accessible name and a decorative arrow", () => {
    render(<ProjectList items={samplePortfolio.projects.slice(0, 1)} linkArrow="↗" />);
    const source = screen.getByRole('link', { name: 'Source code of Trailhead' });
    expect(source).toHaveTextContent('Source code ↗');
    expect(source.querySelector('[aria-hidden="true"]')).toHaveTextContent('↗');
  });
});

describe('SkillGroups', () => {
  it('leaves out a group with no skills and renders nothing with none at all', () => {
    const { rerender, container } = render(
      <SkillGroups skills={{ tech: ['Go'], soft: [] }}>
        {(items) => <TagList items={items} />}
      </SkillGroups>,
    );
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Technical',
    ]);
    rerender(
      <SkillGroups skills={{ tech: [], soft: [] }}>
        {(items) => <TagList items={items} />}
      </SkillGroups>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('ContactList', () => {
  it('shows the e-mail address and the platform names, and nothing without links', () => {
    const { rerender, container } = render(<ContactList links={contactLinks(samplePortfolio)} />);
    expect(screen.getByRole('link', { name: 'ada.rivera@example.com' })).toHaveAttribute(
      'href',
      'mailto:ada.rivera@example.com',
    );
    expect(screen.getByRole('link', { name: 'GitHub' })).toBeInTheDocument();
    rerender(<ContactList links={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('portfolio sections', () => {
  const frame = { className: 'section', headingClassName: 'heading' };

  it('renders each section as a landmark named by its heading, in the frame the template gives', () => {
    render(
      <>
        <ExperienceSection frame={frame} items={samplePortfolio.experience} />
        <ProjectSection frame={frame} title="Things I made" items={samplePortfolio.projects} />
        <EducationSection frame={{ ...frame, headingLevel: 3 }} items={samplePortfolio.education} />
        <SkillsSection frame={frame} skills={samplePortfolio.skills}>
          {(items) => <TagList items={items} />}
        </SkillsSection>
      </>,
    );
    const regions = screen.getAllByRole('region');
    expect(regions.map((region) => region.id)).toEqual([
      'experience',
      'projects',
      'education',
      'skills',
    ]);
    expect(regions.map((region) => region.className)).toEqual(Array(4).fill('section'));
    expect(screen.getByRole('region', { name: 'Things I made' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Education' })).toHaveClass('heading');
    expect(screen.getByRole('region', { name: 'Experience' })).toHaveTextContent('Northwind Labs');
  });

  it('puts the list inside the markup the template wraps it in', () => {
    const { container } = render(
      <ExperienceSection
        items={samplePortfolio.experience}
        wrap={(list) => <div className="container">{list}</div>}
      />,
    );
    expect(container.querySelector('section > div.container > ol')).not.toBeNull();
  });

  it('renders nothing, not even the heading or the wrapper, without entries', () => {
    const { container } = render(
      <>
        <ExperienceSection items={[]} wrap={(list) => <div>{list}</div>} />
        <ProjectSection items={[]} />
        <EducationSection items={[]} />
        <SkillsSection skills={{ tech: [], soft: [] }}>
          {(items) => <TagList items={items} />}
        </SkillsSection>
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('leaves out entries with no text at all through portfolioView', () => {
    const blank = {
      ...samplePortfolio.experience[0]!,
      companyName: '',
      role: ' ',
      description: '',
    };
    const view = portfolioView({ ...samplePortfolio, experience: [blank] });
    const { container } = render(<ExperienceSection items={view.experience} />);
    expect(container).toBeEmptyDOMElement();
    expect(view.name).toBe('Ada Rivera');
    expect(view.contacts).toEqual(contactLinks(samplePortfolio));
  });
});

describe('shared entry layouts', () => {
  const [job] = samplePortfolio.experience;

  it('puts the title and the dates on one row, the rest below it', () => {
    const { container } = render(
      <ExperienceList items={[job!]}>{headRowLayout('row')}</ExperienceList>,
    );
    const row = container.querySelector('li > div.row');
    expect(row?.children).toHaveLength(2);
    expect(row?.querySelector('h3')).toHaveTextContent(job!.role);
    expect(row).toHaveTextContent('Feb 2023 – Present');
    expect(row?.nextElementSibling).toHaveTextContent(job!.companyName);
  });

  it('shows the title first, then organisation and dates', () => {
    const { container } = render(
      <EducationList items={samplePortfolio.education.slice(0, 1)}>
        {titleFirstLayout}
      </EducationList>,
    );
    const item = container.querySelector('li');
    expect(item?.firstElementChild?.tagName).toBe('H3');
    expect(item?.children[1]).toHaveTextContent(samplePortfolio.education[0]!.institution);
  });
});

describe('profileParts', () => {
  const classNames = {
    avatar: 'pic',
    name: 'name',
    username: 'handle',
    bio: 'bio',
    contacts: 'links',
  };

  it('renders the picture, name, username, bio and contacts with the template classes', () => {
    const profile = profileParts(samplePortfolio, { avatarSize: 64, classNames, iconSize: 16 });
    render(
      <header>
        {profile.avatar}
        {profile.name}
        {profile.username}
        {profile.bio}
        {profile.contacts}
      </header>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Ada Rivera' })).toHaveClass('name');
    expect(screen.getByRole('img', { name: 'Ada Rivera' })).toHaveAttribute('width', '64');
    expect(screen.getByText(`@${samplePortfolio.username}`)).toHaveClass('handle');
    const contacts = screen.getByRole('list', { name: 'Contact and profiles' });
    expect(contacts).toHaveClass('links');
    expect(contacts.querySelector('svg')).toHaveAttribute('width', '16');
  });

  it('shows each platform before its contact link and the content the template gives', () => {
    const profile = profileParts(samplePortfolio, {
      avatarSize: 64,
      classNames: { contacts: 'rows', contactItem: 'row', contactLabel: 'label' },
      contactContent: (link) => `to ${link.label}`,
    });
    render(<>{profile.contacts}</>);
    const row = screen.getByRole('list', { name: 'Contact and profiles' }).querySelector('li.row');
    expect(row?.firstElementChild).toHaveClass('label');
    expect(row?.firstElementChild).toHaveTextContent('Email');
    expect(row?.querySelector('a')).toHaveTextContent('to Email');
    expect(row?.querySelector('svg')).toBeNull();
  });

  it('leaves out the username, bio and contacts a portfolio does not have', () => {
    const data = { ...minimalPortfolio, email: '' };
    const profile = profileParts(data, { avatarSize: 64, classNames });
    const { container } = render(
      <>
        {profile.username}
        {profile.bio}
        {profile.contacts}
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('entryClassesFrom', () => {
  it('maps the usual class names onto the parts and leaves missing ones unset', () => {
    expect(entryClassesFrom({ entryTitle: 't', org: 'o', text: 'x', tags: 'l' })).toEqual({
      title: 't',
      org: 'o',
      dates: undefined,
      description: 'x',
      tags: 'l',
      tag: undefined,
    });
  });
});

describe('tagGroupLayout', () => {
  it('lists each group with its own item class for soft skills', () => {
    const { container } = render(
      <SkillGroups skills={{ tech: ['Go'], soft: ['Writing'] }}>
        {tagGroupLayout('chips', 'chip', 'soft')}
      </SkillGroups>,
    );
    const lists = container.querySelectorAll('ul.chips');
    expect(lists).toHaveLength(2);
    expect(lists[0]?.querySelector('li')).toHaveClass('chip');
    expect(lists[1]?.querySelector('li')).toHaveClass('soft');
  });

  it('takes an item class chosen by position, and names the lists in its named form', () => {
    const { container } = render(
      <SkillGroups skills={{ tech: ['Go', 'Rust'], soft: ['Writing'] }}>
        {namedTagGroupLayout('chips', (index) => `chip-${index}`, 'soft')}
      </SkillGroups>,
    );
    const tech = screen.getByRole('list', { name: 'Technical skills' });
    expect(tech.querySelectorAll('li')[1]).toHaveClass('chip-1');
    expect(screen.getByRole('list', { name: 'Soft skills' }).querySelector('li')).toHaveClass(
      'soft',
    );
    expect(container.querySelectorAll('ul.chips')).toHaveLength(2);
  });
});

describe('skillListsLayout', () => {
  it('gives each kind of skill its own list props', () => {
    const { container } = render(
      <SkillGroups skills={{ tech: ['Go'], soft: ['Writing'] }}>
        {skillListsLayout({
          tech: {
            className: 'stickers',
            itemClassName: 'sticker',
            renderItem: (item) => `#${item}`,
          },
          soft: { className: 'plain' },
        })}
      </SkillGroups>,
    );
    expect(container.querySelector('ul.stickers > li.sticker')).toHaveTextContent('#Go');
    const soft = container.querySelector('ul.plain > li');
    expect(soft).toHaveTextContent('Writing');
    expect(soft).not.toHaveAttribute('class');
  });
});

describe('metaLineLayout', () => {
  it('puts the organisation and the dates on one line under the title', () => {
    const [job] = samplePortfolio.experience;
    const { container } = render(
      <ExperienceList items={[job!]} orgAs="span">
        {metaLineLayout('meta')}
      </ExperienceList>,
    );
    const line = container.querySelector('li > h3 + p.meta');
    expect(line).toHaveTextContent(job!.companyName);
    expect(line).toHaveTextContent('Feb 2023 – Present');
  });
});

describe('style property groups', () => {
  it('write their properties in the order the templates wrote them by hand', () => {
    expect(Object.keys(layout.splitRow(0))).toEqual([
      'display',
      'flexWrap',
      'justifyContent',
      'gap',
    ]);
    expect(Object.keys(layout.autoGrid(0, '10rem'))).toEqual([
      'display',
      'gap',
      'gridTemplateColumns',
    ]);
    expect(layout.autoGrid('1rem', '10rem', 'auto-fit').gridTemplateColumns).toBe(
      'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))',
    );
    expect(Object.keys(typeset.body('serif', 1.5, '1rem'))).toEqual([
      'fontFamily',
      'fontSize',
      'lineHeight',
    ]);
  });

  it('leave out what is not given instead of writing it undefined', () => {
    expect(typeset.font('serif', '1rem')).toEqual({ fontFamily: 'serif', fontSize: '1rem' });
    expect(typeset.font('serif', '1rem', 700, 1.2)).toEqual({
      fontFamily: 'serif',
      fontSize: '1rem',
      fontWeight: 700,
      lineHeight: 1.2,
    });
    expect(typeset.body('serif', 1.5)).toEqual({ fontFamily: 'serif', lineHeight: 1.5 });
    expect(layout.centered('40rem')).toEqual({ maxWidth: '40rem', margin: '0 auto' });
    expect(typeset.ink('#123')).toEqual({ color: '#123', '@media': { print: { color: '#000' } } });
  });

  it('add an alignment, a centred row, a column, a surface and an underline in the order written by hand', () => {
    expect(Object.keys(layout.splitRow(0, 'baseline'))).toEqual([
      'display',
      'flexWrap',
      'justifyContent',
      'alignItems',
      'gap',
    ]);
    expect(layout.splitRow(0)).not.toHaveProperty('alignItems');
    expect(layout.centredRow('1rem', '2rem')).toEqual({
      display: 'flex',
      flexWrap: 'wrap',
      justifyContent: 'center',
      gap: '1rem',
      marginTop: '2rem',
    });
    expect(layout.centredRow('1rem')).not.toHaveProperty('marginTop');
    expect(layout.column('1rem')).toEqual({
      display: 'flex',
      flexDirection: 'column',
      gap: '1rem',
    });
    expect(Object.keys(layout.surface('#fff', '1px solid #000', 8))).toEqual([
      'background',
      'border',
      'borderRadius',
    ]);
    expect(Object.keys(typeset.underline(2, 4))).toEqual([
      'textDecoration',
      'textDecorationThickness',
      'textUnderlineOffset',
    ]);
  });

  it('say what a style does on paper in its one media rule', () => {
    expect(layout.columnsFrom('screen', '1fr 1fr')).toEqual({
      '@media': { screen: { gridTemplateColumns: '1fr 1fr' }, print: { display: 'block' } },
    });
    expect(Object.keys(layout.columnsFrom('screen', '1fr')['@media'])).toEqual(['screen', 'print']);
    expect(layout.pageColumn('40rem', '2rem')).toEqual({
      ...layout.centered('40rem', '2rem'),
      '@media': { print: { padding: 0 } },
    });
    expect(paper.hidden).toEqual({ '@media': { print: { display: 'none' } } });
    expect(paper.oneColumn['@media'].print).toEqual({ gridTemplateColumns: 'minmax(0, 1fr)' });
  });
});

describe('decoratedLayout', () => {
  const [project] = samplePortfolio.projects;
  const badge = decoratedLayout(({ index }) => <span className="badge">{index + 1}</span>, 'body');

  it('puts the decoration first and the parts in the body box', () => {
    const { container } = render(<ProjectList items={[project!]}>{badge}</ProjectList>);
    const item = container.querySelector('li');
    expect(item?.firstElementChild).toHaveClass('badge');
    expect(item?.firstElementChild).toHaveTextContent('1');
    const body = item?.querySelector('div.body');
    expect(body?.querySelector('h3')).toHaveTextContent(project!.projectName);
    expect(body).toContainElement(screen.getByRole('link', { name: /Source code of/ }));
  });

  it('leaves the parts beside the decoration without a body class', () => {
    const { container } = render(
      <ProjectList items={[project!]}>
        {decoratedLayout(() => (
          <hr />
        ))}
      </ProjectList>,
    );
    expect(container.querySelector('li > hr + h3')).not.toBeNull();
  });
});

describe('numbered section titles', () => {
  it('number only the sections shown, in the order given', () => {
    const data = { ...samplePortfolio, projects: [], sectionOrder: [] };
    const numberOf = sectionNumbers(data, ['projects', 'experience', 'skills', 'education']);
    expect(numberOf('experience')).toBe(1);
    expect(numberOf('education')).toBe(3);
    expect(twoDigits(numberOf('skills'))).toBe('02');
    // The other sections follow the template's four, in the schema's default order.
    expect(numberOf('awards')).toBe(4);
    expect(numberOf('custom:talks')).toBe(12);
  });

  it("number the sections in the owner's order once there is one", () => {
    const data = { ...samplePortfolio, sectionOrder: ['education', 'custom:talks', 'skills'] };
    const numberOf = sectionNumbers(data, ['projects', 'experience', 'skills', 'education']);
    expect([numberOf('education'), numberOf('custom:talks'), numberOf('skills')]).toEqual([1, 2, 3]);
    expect(numberOf('experience')).toBe(4);
  });

  it('keep the decorative mark out of the heading read to assistive technology', () => {
    render(
      <Section
        id="skills"
        title={
          <MarkedTitle mark="[02]" className="mark">
            Skills
          </MarkedTitle>
        }
      >
        <p>Go</p>
      </Section>,
    );
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.querySelector('span.mark')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('region', { name: 'Skills' })).toBeInTheDocument();
  });
});

describe('MadeWithFooter', () => {
  it('shows the name, with its own class when given, and the credit', () => {
    const { container } = render(<MadeWithFooter name="Ada Rivera" nameClassName="who" />);
    expect(container.querySelector('footer > p.who')).toHaveTextContent('Ada Rivera');
    expect(container.querySelector('footer')).toHaveTextContent('Made with Showfolio');
  });
});
