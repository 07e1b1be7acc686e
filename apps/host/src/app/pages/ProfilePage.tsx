import { useAuth, useMyDeployment } from '@showfolio/api-client';
import {
  guardAccent,
  isRegisteredTemplate,
  loadPageMessages,
  loadTemplate,
  PageMessagesContext,
  preloadFormatting,
  templateCatalogue,
} from '@showfolio/templates/prebuilt';
import { appPaths, sanitizeSubdomain, type ColourScheme, type PageLanguage } from '@showfolio/portfolio-schema';
import { LivePreview, ProfileWizard, WizardSplitView, defaultPreviewTemplateId, pickPreviewTemplate, type AccentPreset } from '@showfolio/ui';
import { use, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { clientConfig } from '../config';
import { portfolioStore } from '../portfolioStore';
import { renderDraftResume } from '../resumePreview';
import { useDocumentTitle } from '../useDocumentTitle';
import { useWizardRouting } from '../useWizardRouting';

/** The switcher's choices, from the same build as the components `loadTemplate` gives. */
const catalogue = templateCatalogue();

/** The Design panel's swatches: the presets the template's author chose (the first, its own, is "Template default"). */
function accentPresets(templateId: string): AccentPreset[] | undefined {
  const colours = catalogue.find((meta) => meta.id === templateId)?.colours;
  return colours?.presets.slice(1).map((value) => ({ name: value, value }));
}

/** Whether the product moves the owner's accent on this template so text stays readable. */
function accentAdjusted(templateId: string, accent: string, scheme: ColourScheme | undefined) {
  try {
    return guardAccent(templateId, accent, scheme);
  } catch {
    // An accent the panel has not finished typing is not a colour yet: nothing to say.
    return { adjusted: false };
  }
}

/** The template's own words in the page's language (its catalogue loads once, on first use). */
function InPageLanguage({ language, children }: { language: PageLanguage | undefined; children: ReactNode }) {
  // English is the templates' default: nothing to load (and `use` of a new promise on every
  // render would suspend the preview for ever).
  if (language === undefined || language === 'en') return children;
  return <PageMessagesContext value={use(loadPageMessages(language))}>{children}</PageMessagesContext>;
}

/** Where the template last picked in the preview's switcher is remembered. */
const previewTemplateKey = 'showfolio.previewTemplate';

function rememberedTemplate(): string | null {
  try {
    return localStorage.getItem(previewTemplateKey);
  } catch {
    return null;
  }
}

function rememberTemplate(id: string) {
  try {
    localStorage.setItem(previewTemplateKey, id);
  } catch {
    // Storage may be full or blocked; the choice then lasts until the page is left.
  }
}

/**
 * A template for the live preview, with the Markdown parser: the preview is "ready" only once both
 * are here, so the first Markdown typed shows at once and fetches nothing.
 */
const loadPreviewTemplate = (id: string) =>
  Promise.all([loadTemplate(id), preloadFormatting()]).then(([definition]) => definition);

const cssRequests = new Map<string, Promise<string>>();

/** A template's built CSS, the file public pages inline, fetched once per page load. */
function loadTemplateCss(id: string): Promise<string> {
  let request = cssRequests.get(id);
  if (!request) {
    request = fetch(`/templates/css/${encodeURIComponent(id)}.css`).then((response) => {
      if (!response.ok) throw new Error(`GET /templates/css/${id}.css answered ${response.status}`);
      return response.text();
    });
    request.catch(() => cssRequests.delete(id));
    cssRequests.set(id, request);
  }
  return request;
}

export default function ProfilePage() {
  useDocumentTitle('Profile Wizard');
  const { user } = useAuth();
  const routing = useWizardRouting();
  const deployment = useMyDeployment();
  const [chosen, setChosen] = useState<string | null>(null);
  const navigate = useNavigate();
  // The deployed template first, so the preview shows what visitors see; it waits for the answer.
  const templateId =
    chosen ??
    (deployment.data === undefined
      ? undefined
      : pickPreviewTemplate({
          deployed: deployment.data?.templateIdentifier,
          lastChosen: rememberedTemplate(),
          isKnown: isRegisteredTemplate,
        }));
  // "Publish now" deploys the template the preview shows: the live one, else the one last chosen.
  const publishTemplateId = templateId ?? defaultPreviewTemplateId;
  const publishTemplateName = catalogue.find((meta) => meta.id === publishTemplateId)?.name ?? publishTemplateId;
  const subdomain = deployment.data?.subdomain ?? sanitizeSubdomain(user?.username ?? '');
  return (
    <WizardSplitView
      preview={
        <LivePreview
          controller={portfolioStore}
          templateId={templateId}
          onTemplateChange={(id) => {
            setChosen(id);
            rememberTemplate(id);
          }}
          // The prebuilt components carry the class names of the CSS public pages inline.
          templates={catalogue}
          loadTemplate={loadPreviewTemplate}
          loadTemplateCss={loadTemplateCss}
          renderResume={renderDraftResume}
          step={routing.step}
          accentPresets={accentPresets}
          guardAccent={accentAdjusted}
          inPageLanguage={(language, template) => <InPageLanguage language={language}>{template}</InPageLanguage>}
        />
      }
    >
      <ProfileWizard
        controller={portfolioStore}
        user={user ?? undefined}
        {...routing}
        publishNow={{
          // The gallery's deploy dialog, opened for this template: the wizard loads none of its code.
          onPublish: () => void navigate(`${appPaths.templates}?deploy=${encodeURIComponent(publishTemplateId)}`),
          templateName: publishTemplateName,
          address: subdomain ? `${subdomain}.${clientConfig.publicDomain}` : undefined,
        }}
      />
    </WizardSplitView>
  );
}
