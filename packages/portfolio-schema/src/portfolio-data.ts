import './zod-setup';
import * as z from 'zod/mini';
import { limits } from './limits';
import { boundedList, boundedText, dateText, tagSchema, urlText } from './text';

// Schema
export const educationSchema = z.object({
  institution: boundedText('institution', limits.shortText),
  degree: boundedText('degree', limits.shortText),
  startDate: dateText('start date'),
  /** '' or 'Present' means still studying there. */
  endDate: dateText('end date'),
  description: boundedText('description', limits.description),
});

export const portfolioExperienceSchema = z.object({
  companyName: boundedText('company name', limits.shortText),
  role: boundedText('role', limits.shortText),
  description: boundedText('description', limits.description),
  startDate: dateText('start date'),
  endDate: dateText('end date'),
  technologies: boundedList('technologies', tagSchema),
});

export const portfolioProjectSchema = z.object({
  projectName: boundedText('project name', limits.shortText),
  description: boundedText('description', limits.description),
  githubUrl: urlText('repository link'),
  deployedUrl: urlText('live link'),
  technologies: boundedList('technologies', tagSchema),
});

export const socialPlatforms = ['linkedin', 'github', 'twitter', 'instagram', 'facebook'] as const;
export type SocialPlatform = (typeof socialPlatforms)[number];

export const socialLinksSchema = z.object({
  linkedin: urlText('LinkedIn link'),
  github: urlText('GitHub link'),
  twitter: urlText('X link'),
  instagram: urlText('Instagram link'),
  facebook: urlText('Facebook link'),
});

export const skillSetSchema = z.object({
  tech: boundedList('technical skills', tagSchema),
  soft: boundedList('soft skills', tagSchema),
});

/** The public rendering shape: what a template receives. */
export const portfolioDataSchema = z.object({
  firstName: boundedText('first name', limits.name),
  lastName: boundedText('last name', limits.name),
  username: boundedText('username', limits.username),
  email: boundedText('email', limits.email),
  mobileNumber: boundedText('mobile number', limits.mobileNumber + 6),
  bio: boundedText('bio', limits.bio),
  profilePicture: urlText('profile picture'),
  resumeUrl: urlText('resume link'),
  education: boundedList('education', educationSchema),
  skills: z._default(skillSetSchema, { tech: [], soft: [] }),
  experience: boundedList('experience', portfolioExperienceSchema),
  projects: boundedList('projects', portfolioProjectSchema),
  social: z._default(socialLinksSchema, { linkedin: '', github: '', twitter: '', instagram: '', facebook: '' }),
});

// Type
export type Education = z.infer<typeof educationSchema>;
export type PortfolioExperience = z.infer<typeof portfolioExperienceSchema>;
export type PortfolioProject = z.infer<typeof portfolioProjectSchema>;
export type SocialLinks = z.infer<typeof socialLinksSchema>;
export type SkillSet = z.infer<typeof skillSetSchema>;
export type PortfolioData = z.infer<typeof portfolioDataSchema>;
/** What callers may pass in: every field optional, defaults filled by `portfolioDataSchema.parse`. */
export type PortfolioDataInput = z.input<typeof portfolioDataSchema>;

// Defaults
/** How screens show an empty (or 'Present') end date: a current position. */
export const presentLabel = 'Present';
export const emptySocialLinks: SocialLinks = { linkedin: '', github: '', twitter: '', instagram: '', facebook: '' };
