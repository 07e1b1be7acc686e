import { appLink, appPaths } from '@showfolio/portfolio-schema';
import type { users } from '../../db/schema';
import { ApiError } from '../../http';
import type { Services } from '../../services/context';

export type UserRow = typeof users.$inferSelect;

export const accountGone = () => new ApiError(401, 'Unauthorized: this account no longer exists');

export const forgotPasswordLink = (services: Services) => appLink(services.config.appUrl, appPaths.forgotPassword);
