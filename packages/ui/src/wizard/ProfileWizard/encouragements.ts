import type { WizardMode } from '@showfolio/portfolio-schema';

/**
 * The toasts after a successful save: four per mode for each of the seven steps (builder §9).
 * One is picked at random so repeat visits do not read like a script.
 */
export const encouragements: Record<WizardMode, readonly [string, string, string, string][]> = {
  create: [
    [
      'Great start! Your details are saved.',
      'Nice to meet you! On to your documents.',
      'Your portfolio has a name now. Keep going!',
      'Step one done. You are off to a flying start!',
    ],
    [
      'Looking sharp! Your documents are saved.',
      'Picture perfect. Next up: education and skills.',
      'Documents in place. Your portfolio is taking shape!',
      'Nice! Recruiters love a face and a resume.',
    ],
    [
      'Knowledge is power! Education and skills saved.',
      'Impressive skill set. Let us show off your projects next.',
      'Your learning journey is on record. Keep it up!',
      'Skills saved. You are almost halfway there!',
    ],
    [
      'Great projects! They are saved.',
      'Your work speaks for itself. On to experience!',
      'Projects added. Your portfolio is getting exciting!',
      'Builders build. Nicely done!',
    ],
    [
      'Experience saved. You have been busy!',
      'Great career story so far. Just social links to go.',
      'Your experience is on record. Almost there!',
      'Nice! Your track record looks strong.',
    ],
    [
      'Social links saved. People can find you now!',
      'Connected! Time to preview your portfolio.',
      'Your network is linked. One last step!',
      'Nearly done. Let us take a look at everything.',
    ],
    [
      'Congratulations! Your portfolio is complete.',
      'You did it! Time to pick a template.',
      'Portfolio submitted. The world is about to meet you!',
      'All done! Your portfolio is ready to shine.',
    ],
  ],
  edit: [
    [
      'Details updated. Looking good!',
      'Your profile is fresh again.',
      'Changes saved. Nice touch!',
      'Updated! Your portfolio keeps getting better.',
    ],
    [
      'Documents updated. Sharp as ever!',
      'New look saved.',
      'Your documents are up to date.',
      'Updated! Everything is in place.',
    ],
    [
      'Education and skills updated.',
      'Fresh skills saved. Keep growing!',
      'Your learning is up to date.',
      'Skill set refreshed. Nicely done!',
    ],
    [
      'Projects updated. Great work!',
      'Your latest work is saved.',
      'Project list refreshed.',
      'Updated! Your projects look great.',
    ],
    [
      'Experience updated.',
      'Your career story is up to date.',
      'Changes to your experience are saved.',
      'Updated! Your track record keeps growing.',
    ],
    [
      'Social links updated.',
      'Your network links are fresh.',
      'Links saved. People can still find you!',
      'Updated! Your profiles are connected.',
    ],
    [
      'Your portfolio is updated!',
      'All changes submitted. Looking great!',
      'Portfolio refreshed. Your templates will show the latest.',
      'Done! Everything is up to date.',
    ],
  ],
};

/** A random encouragement for a step (1-7) in a mode. */
export function pickEncouragement(mode: WizardMode, step: number, random: () => number = Math.random): string {
  const messages = encouragements[mode][step - 1] ?? encouragements[mode][0]!;
  return messages[Math.floor(random() * messages.length)] ?? messages[0];
}
