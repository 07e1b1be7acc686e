import './zod-setup';
import * as z from 'zod/mini';
import { storableText } from './text';
import { messages } from './messages';
import { templateIdentifierMaxLength, templateIdentifierPattern } from './rules/template-identifier';
import { portfolioDataSchema } from './portfolio-data';
import { resumeSettingsSchema } from './resume';

// Schema
export const templateIdentifierSchema = z
  .string()
  .check(z.maxLength(templateIdentifierMaxLength), z.regex(templateIdentifierPattern));

export const templateMetaSchema = z.object({
  thumbnailImgUrl: z.string(),
  isPremium: z.boolean(),
  tags: z.array(z.string()),
  author: z._default(z.string(), 'Showfolio'),
  version: z._default(z.string(), '1.0'),
});

/** A template as GET /templates lists it. */
export const templateSchema = z.object({
  templateIdentifier: z.string(),
  templateName: z.string(),
  description: z.string(),
  category: z.string(),
  meta: templateMetaSchema,
});

export const deployRequestSchema = z.object({
  templateIdentifier: storableText({ error: messages.templateIdentifierRequired }).check(
    z.trim(),
    z.minLength(1, messages.templateIdentifierRequired),
    z.maxLength(templateIdentifierMaxLength, 'Template identifier is too long'),
  ),
  subdomain: storableText({ error: messages.subdomainRequired }).check(
    z.trim(),
    z.minLength(1, messages.subdomainRequired),
    z.maxLength(100, 'Subdomain is too long'),
  ),
});

export const deployResponseSchema = z.object({ deployUrl: z.string() });
export const userDeploymentSchema = z.object({
  templateIdentifier: z.string(),
  deployUrl: z.string(),
  subdomain: z.optional(z.string()),
  /** The résumé design and paper "Download PDF" gives (issue 33); absent from older servers. */
  resume: z.optional(resumeSettingsSchema),
});
/** GET /templates/subdomain-availability/{subdomain}: whether a deploy there would succeed. */
export const subdomainAvailabilitySchema = z.object({
  subdomain: z.string(),
  available: z.boolean(),
  message: z.string(),
  /** When taken: two or three free names to take instead (issue 34); absent from older servers. */
  suggestions: z.optional(z.array(z.string())),
});
/** POST /templates/unpublish: the site taken offline and how long its subdomain stays the owner's. */
export const unpublishResponseSchema = z.object({
  subdomain: z.string(),
  templateIdentifier: z.string(),
  reservedUntil: z.string(),
});
export const previewResponseSchema = z.object({ previewUrl: z.string() });
export const verifyPreviewResponseSchema = z.object({
  valid: z.boolean(),
  templateIdentifier: z.optional(z.string()),
  expiresAt: z.optional(z.string()),
  message: z.optional(z.string()),
  /** The link's owner's portfolio; null (or absent) when they have none, and the sample shows. */
  portfolioData: z.optional(z.nullable(portfolioDataSchema)),
});
export const portfolioLookupResponseSchema = z.object({
  templateIdentifier: z.string(),
  portfolioData: z.optional(z.nullable(portfolioDataSchema)),
});

// Type
/** A template identifier; `templateIdentifierPattern` is its shape, the templates registry its list. */
export type TemplateId = string;
export type TemplateMeta = z.infer<typeof templateMetaSchema>;
export type Template = z.infer<typeof templateSchema>;
export type DeployRequest = z.infer<typeof deployRequestSchema>;
export type DeployResponse = z.infer<typeof deployResponseSchema>;
export type UserDeployment = z.infer<typeof userDeploymentSchema>;
export type SubdomainAvailability = z.infer<typeof subdomainAvailabilitySchema>;
export type UnpublishResponse = z.infer<typeof unpublishResponseSchema>;
export type PreviewResponse = z.infer<typeof previewResponseSchema>;
export type VerifyPreviewResponse = z.infer<typeof verifyPreviewResponseSchema>;
export type PortfolioLookupResponse = z.infer<typeof portfolioLookupResponseSchema>;
