import { AlertTriangle, ArrowRight, CheckCircle2, Download, Save, Trash2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button, ButtonLink } from '../../components/ui/button';
import { ErrorSummary } from '../../components/ui/error-summary';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../components/ui/field';
import { Alert, Card, PageHeader, Skeleton, Spinner, StatusTag } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { DocStatus, OnThisPage, PageTitle, Source, Table } from '../public';

/**
 * The living reference for WaiKura's interface: every shared component in its variants and states, the type scale and the
 * colour palette with measured contrast. Everything here is rendered by the real components, so it cannot drift.
 */

const SECTIONS = [
  { id: 'principles', label: 'Principles' },
  { id: 'typography', label: 'Typography' },
  { id: 'colour', label: 'Colour and contrast' },
  { id: 'buttons', label: 'Buttons' },
  { id: 'fields', label: 'Form fields' },
  { id: 'error-summary', label: 'Error summary' },
  { id: 'alerts', label: 'Alerts' },
  { id: 'status', label: 'Status tags' },
  { id: 'cards', label: 'Cards and page headers' },
  { id: 'loading', label: 'Loading: spinner and skeleton' },
  { id: 'content', label: 'Content patterns' },
];

function Block({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-14 border-t border-slate-200 pt-8 dark:border-slate-700">
      <h2 id={id} className="scroll-mt-6 text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {intro && <div className="mt-2 max-w-3xl leading-7 text-slate-700 dark:text-slate-300">{intro}</div>}
      <div className="mt-6">{children}</div>
    </section>
  );
}

function Example({ label, code, children }: { label: string; code?: string; children: ReactNode }) {
  return (
    <figure className="flex flex-col overflow-hidden rounded-lg border border-slate-200 dark:border-slate-700">
      <figcaption className="border-b border-slate-200 bg-slate-100 px-4 py-2 text-sm font-semibold dark:border-slate-700 dark:bg-slate-800">
        {label}
      </figcaption>
      <div className="flex-1 bg-white p-4 dark:bg-slate-900">{children}</div>
      {code && (
        <pre className="whitespace-pre-wrap break-words border-t border-slate-200 bg-slate-50 p-4 text-sm leading-6 dark:border-slate-700 dark:bg-slate-950">
          <code>{code}</code>
        </pre>
      )}
    </figure>
  );
}

const BRAND = [
  ['50', '#f0f9ff', 'bg-brand-50'],
  ['100', '#e0f2fe', 'bg-brand-100'],
  ['200', '#bae6fd', 'bg-brand-200'],
  ['300', '#7dd3fc', 'bg-brand-300'],
  ['400', '#38bdf8', 'bg-brand-400'],
  ['500', '#0ea5e9', 'bg-brand-500'],
  ['600', '#0284c7', 'bg-brand-600'],
  ['700', '#0369a1', 'bg-brand-700'],
  ['800', '#075985', 'bg-brand-800'],
  ['900', '#0c4a6e', 'bg-brand-900'],
  ['950', '#082f49', 'bg-brand-950'],
] as const;

const SLATE = [
  ['50', 'bg-slate-50'],
  ['100', 'bg-slate-100'],
  ['200', 'bg-slate-200'],
  ['300', 'bg-slate-300'],
  ['400', 'bg-slate-400'],
  ['500', 'bg-slate-500'],
  ['600', 'bg-slate-600'],
  ['700', 'bg-slate-700'],
  ['800', 'bg-slate-800'],
  ['900', 'bg-slate-900'],
  ['950', 'bg-slate-950'],
] as const;

const SEMANTIC = [
  ['Error', 'red-700 (light) / red-400 (dark)', 'bg-red-700', 'bg-red-400'],
  ['Warning', 'amber-600 (light) / amber-400 (dark)', 'bg-amber-600', 'bg-amber-400'],
  ['Success', 'green-700 (light) / green-400 (dark)', 'bg-green-700', 'bg-green-400'],
  ['Focus', 'amber-500 (both themes)', 'bg-amber-500', 'bg-amber-500'],
] as const;

/** Contrast ratios measured from the theme's colour values (WCAG 2.2 relative luminance). */
const CONTRAST: { use: string; pair: string; ratio: number; need: number }[] = [
  { use: 'Body text, light', pair: 'slate-900 on slate-50', ratio: 17.05, need: 4.5 },
  { use: 'Hint text, light', pair: 'slate-600 on white', ratio: 7.56, need: 4.5 },
  { use: 'Links and primary button, light', pair: 'brand-800 and white', ratio: 7.56, need: 4.5 },
  { use: 'Error text, light', pair: 'red-700 on white', ratio: 6.42, need: 4.5 },
  { use: 'In-progress tag, light', pair: 'amber-900 on amber-100', ratio: 8.17, need: 4.5 },
  { use: 'Completed tag, light', pair: 'green-900 on green-100', ratio: 8.25, need: 4.5 },
  { use: 'Warning alert border, light', pair: 'amber-600 on white', ratio: 3.19, need: 3 },
  { use: 'Field border, light', pair: 'slate-400 on white', ratio: 2.63, need: 3 },
  { use: 'Focus outline, light', pair: 'amber-500 on white', ratio: 2.15, need: 3 },
  { use: 'Body text, dark', pair: 'slate-100 on slate-950', ratio: 18.4, need: 4.5 },
  { use: 'Hint text, dark', pair: 'slate-400 on slate-900', ratio: 6.79, need: 4.5 },
  { use: 'Links, dark', pair: 'brand-300 on slate-950', ratio: 12.1, need: 4.5 },
  { use: 'Primary button, dark', pair: 'slate-950 on brand-300', ratio: 12.1, need: 4.5 },
  { use: 'Error text, dark', pair: 'red-400 on slate-900', ratio: 6.17, need: 4.5 },
  { use: 'Field border, dark', pair: 'slate-500 on slate-900', ratio: 3.74, need: 3 },
  { use: 'Focus outline, dark', pair: 'amber-500 on slate-950', ratio: 9.4, need: 3 },
];

function ErrorSummaryDemo() {
  const { t } = useI18n();
  const [values, setValues] = useState({ roll: '', source: '' });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [saved, setSaved] = useState(false);
  const [submits, setSubmits] = useState(0);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmits((n) => n + 1);
    const next = {
      'demo-roll': values.roll.trim()
        ? undefined
        : 'Enter how many students and staff use the water on a normal day.',
      'demo-source': values.source ? undefined : 'Choose where your water comes from.',
    };
    setErrors(next);
    setSaved(!next['demo-roll'] && !next['demo-source']);
  };
  return (
    <form noValidate onSubmit={submit} className="max-w-xl space-y-5">
      <ErrorSummary title={t('common.errorSummary')} errors={errors} submitCount={submits} />
      {saved && (
        <Alert tone="success" role="status" title="Saved">
          Both answers are valid. In the app this would save the section.
        </Alert>
      )}
      <TextField
        id="demo-roll"
        label="How many people use the water on a normal school day?"
        hint="Students, staff and regular visitors. For example: 48."
        inputMode="numeric"
        value={values.roll}
        error={errors['demo-roll']}
        onChange={(e) => setValues((v) => ({ ...v, roll: e.target.value }))}
      />
      <SelectField
        id="demo-source"
        label="Where does your water come from?"
        hint="Choose the main source. You can add others later."
        value={values.source}
        error={errors['demo-source']}
        onChange={(e) => setValues((v) => ({ ...v, source: e.target.value }))}
      >
        <option value="">Choose a source</option>
        <option value="roof">Roof water</option>
        <option value="bore">Bore</option>
        <option value="spring">Spring</option>
        <option value="stream">Stream, river or lake</option>
      </SelectField>
      <Button type="submit">
        <Save aria-hidden="true" className="size-4" />
        {t('common.save')}
      </Button>
    </form>
  );
}

export default function DesignSystemPage() {
  const { t } = useI18n();
  return (
    <>
      <PageTitle title="Design system" />
      <PageHeader
        eyebrow="For developers"
        title="WaiKura design system"
        lead="The shared components, in every variant and state, with the type scale and colour palette. Use these instead of building new ones: they already meet WCAG 2.2 AA, work at 320 px and have dark variants."
      />
      <OnThisPage label={t('public.onThisPage')} items={SECTIONS} />

      <Block id="principles" title="Principles">
        <ul className="max-w-3xl list-disc space-y-2 pl-6 leading-7">
          <li>
            Plain language first, the regulator’s word second: the question is the label, the official term is
            the hint or eyebrow.
          </li>
          <li>One clear question per field, with a hint and an example from a real school.</li>
          <li>
            Errors say what happened and how to fix it, next to the field and in an error summary that links
            to each field.
          </li>
          <li>
            Colour is never the only signal: statuses carry an icon and words; links are underlined in text.
          </li>
          <li>Every layout holds at 320 px wide; tables scroll sideways inside their own box.</li>
          <li>
            Every colour class has a <code>dark:</code> partner; check each new screen in both themes.
          </li>
          <li>
            Touch targets are at least 44 px high (<code>min-h-11</code>) for buttons and fields.
          </li>
        </ul>
      </Block>

      <Block
        id="typography"
        title="Typography"
        intro="One typeface (Inter, falling back to the system font). Sizes step down clearly; reading text stays within max-w-3xl."
      >
        <div className="space-y-4">
          <Example label="Heading 1 — text-3xl sm:text-4xl font-bold tracking-tight (one per page)">
            <p className="text-3xl font-bold tracking-tight sm:text-4xl">
              What can go wrong with your water?
            </p>
          </Example>
          <Example label="Heading 2 — text-2xl font-bold tracking-tight">
            <p className="text-2xl font-bold tracking-tight">Roof water</p>
          </Example>
          <Example label="Heading 3 — text-xl font-semibold">
            <p className="text-xl font-semibold">Usual controls</p>
          </Example>
          <Example label="Eyebrow — text-sm font-semibold uppercase tracking-wide">
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-800 dark:text-brand-300">
              Hazard identification
            </p>
          </Example>
          <Example label="Lead — text-lg, slate-700 / slate-300">
            <p className="text-lg text-slate-700 dark:text-slate-300">
              Roof water, bores, springs and streams each bring their own hazards.
            </p>
          </Example>
          <Example label="Body — text-base leading-7; links underlined">
            <p className="max-w-3xl leading-7">
              Fit a first-flush diverter, sized for the roof area. Read more about{' '}
              <a href="#colour" className="underline">
                colour and contrast
              </a>
              .
            </p>
          </Example>
          <Example label="Hint and citation — text-sm, slate-600 / slate-400">
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Students, staff and regular visitors. For example: 48.
            </p>
            <Source doc="roof" pages={7} />
          </Example>
        </div>
      </Block>

      <Block
        id="colour"
        title="Colour and contrast"
        intro="Calm water blues (brand) and neutral greys (slate), with red, amber and green kept for meaning. Brand colours are set in styles.css; the rest are Tailwind defaults."
      >
        <h3 className="text-xl font-semibold">Brand</h3>
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
          {BRAND.map(([step, hex, cls]) => (
            <li
              key={step}
              className="overflow-hidden rounded-md border border-slate-200 dark:border-slate-700"
            >
              <span aria-hidden="true" className={`block h-12 ${cls}`} />
              <span className="block p-2 text-sm">
                <span className="font-semibold">brand-{step}</span>
                <br />
                <code>{hex}</code>
              </span>
            </li>
          ))}
        </ul>
        <h3 className="mt-8 text-xl font-semibold">Slate</h3>
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
          {SLATE.map(([step, cls]) => (
            <li
              key={step}
              className="overflow-hidden rounded-md border border-slate-200 dark:border-slate-700"
            >
              <span aria-hidden="true" className={`block h-12 ${cls}`} />
              <span className="block p-2 text-sm font-semibold">slate-{step}</span>
            </li>
          ))}
        </ul>
        <h3 className="mt-8 text-xl font-semibold">Meaning</h3>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {SEMANTIC.map(([name, tokens, light, dark]) => (
            <li
              key={name}
              className="flex items-center gap-3 rounded-md border border-slate-200 p-2 dark:border-slate-700"
            >
              <span aria-hidden="true" className="flex overflow-hidden rounded">
                <span className={`block size-10 ${light}`} />
                <span className={`block size-10 ${dark}`} />
              </span>
              <span className="text-sm">
                <span className="font-semibold">{name}</span>
                <br />
                {tokens}
              </span>
            </li>
          ))}
        </ul>
        <h3 className="mt-8 text-xl font-semibold">Contrast</h3>
        <p className="mt-2 max-w-3xl leading-7">
          WCAG 2.2 AA needs 4.5:1 for text and 3:1 for the edges of controls and focus indicators. The two
          rows marked “Below” are known problems in the shared styles and need fixing there.
        </p>
        <Table caption="Measured contrast of the colour pairs we use" className="mt-4">
          <thead>
            <tr>
              <th scope="col">Use</th>
              <th scope="col">Pair</th>
              <th scope="col">Ratio</th>
              <th scope="col">Needed</th>
              <th scope="col">Result</th>
            </tr>
          </thead>
          <tbody>
            {CONTRAST.map((row) => (
              <tr key={row.use}>
                <th scope="row">{row.use}</th>
                <td>
                  <code>{row.pair}</code>
                </td>
                <td>{row.ratio.toFixed(2)}:1</td>
                <td>{row.need}:1</td>
                <td>
                  {row.ratio >= row.need ? (
                    <span className="inline-flex items-center gap-1 font-medium text-green-800 dark:text-green-300">
                      <CheckCircle2 aria-hidden="true" className="size-4" />
                      Passes
                    </span>
                  ) : (
                    <span className="inline-flex items-center gap-1 font-semibold text-red-700 dark:text-red-400">
                      <AlertTriangle aria-hidden="true" className="size-4" />
                      Below
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Block>

      <Block
        id="buttons"
        title="Buttons"
        intro="Primary for the one main action on a screen; secondary for alternatives; ghost for low-emphasis actions; danger only for actions that delete or remove access. ButtonLink looks the same but navigates."
      >
        <div className="space-y-4">
          <Example
            label="Variants, size md (44 px)"
            code={`<Button>Save and continue</Button>\n<Button variant="secondary">Cancel</Button>`}
          >
            <div className="flex flex-wrap gap-3">
              <Button>Save and continue</Button>
              <Button variant="secondary">Cancel</Button>
              <Button variant="ghost">Skip for now</Button>
              <Button variant="danger">
                <Trash2 aria-hidden="true" className="size-4" />
                Remove contractor
              </Button>
            </div>
          </Example>
          <Example label="Variants, size sm (36 px, for toolbars and tables)">
            <div className="flex flex-wrap gap-3">
              <Button size="sm">Save</Button>
              <Button size="sm" variant="secondary">
                Edit
              </Button>
              <Button size="sm" variant="ghost">
                Show more
              </Button>
              <Button size="sm" variant="danger">
                Revoke
              </Button>
            </div>
          </Example>
          <Example
            label="States: disabled and busy"
            code={`<Button busy>Saving…</Button>\n<Button disabled>Save</Button>`}
          >
            <div className="flex flex-wrap gap-3">
              <Button disabled>Save</Button>
              <Button variant="secondary" disabled>
                Cancel
              </Button>
              <Button busy>{t('common.saving')}</Button>
              <Button variant="secondary" busy>
                Uploading…
              </Button>
            </div>
          </Example>
          <Example
            label="With icons, and as links"
            code={`<ButtonLink to="/help/overview">Read the help</ButtonLink>`}
          >
            <div className="flex flex-wrap gap-3">
              <Button variant="secondary">
                <Download aria-hidden="true" className="size-4" />
                Download the plan
              </Button>
              <ButtonLink to="/help/overview">
                Read the help
                <ArrowRight aria-hidden="true" className="size-4" />
              </ButtonLink>
              <ButtonLink to="/design-system#fields" variant="ghost">
                Go to form fields
              </ButtonLink>
            </div>
          </Example>
        </div>
      </Block>

      <Block
        id="fields"
        title="Form fields"
        intro="The label is a plain question; the hint gives an example. Errors appear above the control, in words, and the control gets a thicker red border. Optional fields say so; required ones do not need a marker."
      >
        <div className="grid gap-4 lg:grid-cols-2">
          <Example label="Text field with hint">
            <TextField
              label="What is the name of your school?"
              hint="As the Ministry of Education lists it, for example Kōwhai Valley School."
            />
          </Example>
          <Example label="Text field with error">
            <TextField
              label="Email address"
              type="email"
              defaultValue="principal@school"
              error="Enter an email address in the right format, like name@school.nz."
            />
          </Example>
          <Example label="Optional text field">
            <TextField
              label="Ministry of Education school number"
              hint="The number on Education Counts, for example 1234."
              optional
            />
          </Example>
          <Example label="Disabled text field">
            <TextField label="Region" defaultValue="Waikato" disabled hint="Set by WaiKura staff." />
          </Example>
          <Example label="Select with hint">
            <SelectField
              label="How often is the UV lamp replaced?"
              hint="Check the label on the unit or the service report."
              defaultValue=""
            >
              <option value="">Choose one</option>
              <option>Every 6 months</option>
              <option>Every 12 months</option>
              <option>I don’t know</option>
            </SelectField>
          </Example>
          <Example label="Select with error">
            <SelectField
              label="Where does your water come from?"
              error="Choose where your water comes from."
              defaultValue=""
            >
              <option value="">Choose a source</option>
              <option>Roof water</option>
              <option>Bore</option>
            </SelectField>
          </Example>
          <Example label="Text area with hint">
            <TextAreaField
              label="What happens near your water source?"
              hint="For example: sheep graze the paddock next to the bore; the neighbour sprays in spring."
            />
          </Example>
          <Example label="Text area with error">
            <TextAreaField
              label="What did you do?"
              error="Describe the work you did, for example: replaced the 5 micron cartridge."
            />
          </Example>
          <Example label="Checkbox with hint">
            <CheckboxField
              label="A first-flush diverter is fitted"
              hint="It sends the first rain after a dry spell away from the tank."
            />
          </Example>
          <Example label="Checkbox, checked and disabled">
            <CheckboxField label="Follow-up work is needed" defaultChecked disabled />
          </Example>
        </div>
      </Block>

      <Block
        id="error-summary"
        title="Error summary"
        intro="Shown at the top of a form when it is submitted with problems. It takes focus, so screen readers announce it, and each message links to its field. Try it: submit the form empty."
      >
        <Example
          label="Live example"
          code={`<ErrorSummary title={t('common.errorSummary')} errors={{ roll: 'Enter how many…' }} submitCount={formState.submitCount} />`}
        >
          <ErrorSummaryDemo />
        </Example>
      </Block>

      <Block
        id="alerts"
        title="Alerts"
        intro={
          <>
            Each tone has its own icon and a hidden prefix for screen readers. Use <code>role="alert"</code>{' '}
            only for urgent messages that appear after an action.
          </>
        }
      >
        <div className="space-y-4">
          <Alert tone="info" title="Your plan is saved as you go">
            You can leave this page and come back later.
          </Alert>
          <Alert tone="success" title="Section completed">
            Part 2 now has 6 of 9 sections completed.
          </Alert>
          <Alert tone="warning" title="Your UV lamp is due for replacement">
            The last replacement was recorded 13 months ago.
          </Alert>
          <Alert tone="error" title="This section was not saved">
            We could not reach WaiKura. Check your internet connection and choose Save again; your answers are
            still on this page.
          </Alert>
        </div>
      </Block>

      <Block id="status" title="Status tags" intro="Always an icon and a word, never colour alone.">
        <div className="flex flex-wrap gap-3">
          <StatusTag status="not_started" label={t('status.not_started')} />
          <StatusTag status="in_progress" label={t('status.in_progress')} />
          <StatusTag status="completed" label={t('status.completed')} />
        </div>
        <p className="mt-4 max-w-3xl leading-7">Document status, used where we cite the regulator:</p>
        <div className="mt-2 flex flex-wrap gap-3">
          <DocStatus status="draft" />
          <DocStatus status="in-force" />
          <DocStatus status="official" />
        </div>
      </Block>

      <Block id="cards" title="Cards and page headers">
        <div className="grid gap-4 lg:grid-cols-2">
          <Card aria-labelledby="demo-card">
            <h3 id="demo-card" className="text-lg font-semibold">
              Where does your water come from?
            </h3>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Water source · Section 2.1</p>
            <p className="mt-3 leading-7">
              Roof rainwater, bore, spring, stream or carted water, and where the source sits on site.
            </p>
            <div className="mt-4">
              <StatusTag status="in_progress" label={t('status.in_progress')} />
            </div>
          </Card>
          <Example
            label="PageHeader: the top of every page, with the page’s one h1"
            code={`<PageHeader\n  eyebrow="Part 4"\n  title="What can go wrong with your water?"\n  lead="Risk assessment"\n  actions={<Button>Continue</Button>}\n/>`}
          >
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-800 dark:text-brand-300">
              Part 4
            </p>
            <p className="mt-2 text-2xl font-bold tracking-tight">What can go wrong with your water?</p>
            <p className="mt-2 text-lg text-slate-700 dark:text-slate-300">Risk assessment</p>
          </Example>
        </div>
      </Block>

      <Block
        id="loading"
        title="Loading: spinner and skeleton"
        intro="A spinner with words for a whole page or panel; skeletons for the shape of content that is on its way. Skeletons are hidden from screen readers, so pair them with a status message."
      >
        <div className="grid gap-4 lg:grid-cols-2">
          <Example label="Spinner">
            <Spinner label={t('common.loading')} />
          </Example>
          <Example label="Skeleton">
            <div className="space-y-3" role="status" aria-label={t('common.loading')}>
              <Skeleton className="h-6 w-2/3" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-5/6" />
              <Skeleton className="h-10 w-32" />
            </div>
          </Example>
        </div>
      </Block>

      <Block
        id="content"
        title="Content patterns"
        intro="From the public pages, in src/web/features/public/ui.tsx."
      >
        <div className="space-y-4">
          <Example
            label="Citation: wherever a page of the regulator’s documents states a rule"
            code={`<Source doc="small" pages={6} />`}
          >
            <p className="leading-7">The UV unit must deliver a dose of at least 40 mJ/cm².</p>
            <Source doc="small" pages={6} />
          </Example>
          <Example label="Table: caption, th scope, scrolls inside its box on narrow screens">
            <Table caption="Supply sizes">
              <thead>
                <tr>
                  <th scope="col">Size</th>
                  <th scope="col">People normally supplied</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">Small</th>
                  <td>26 to 100</td>
                </tr>
                <tr>
                  <th scope="row">Medium</th>
                  <td>101 to 500</td>
                </tr>
              </tbody>
            </Table>
          </Example>
        </div>
      </Block>
    </>
  );
}
