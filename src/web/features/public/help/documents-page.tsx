import { Link } from 'react-router';
import { Alert, PageHeader } from '../../../components/ui/misc';
import { useI18n } from '../../../i18n';
import { DOCS, type DocKey, DocStatus, PageTitle, Prose, Source, TA_WEBSITE } from '../ui';

/** `pages`: the PDF pages of the document itself that its description's figures and dates come from. */
const LIST: {
  doc: DocKey;
  status: 'draft' | 'in-force' | 'official';
  what: string;
  use: string;
  pages?: string | number;
}[] = [
  {
    doc: 'small',
    status: 'official',
    what: 'The regulator’s form for a supply serving 26 to 100 people: your details, the parts of the supply, a drawing and photos, what can go wrong (hazards A to H) and how each is controlled, incident response, review and approval.',
    use: 'The questions a plan for a small supply must answer. WaiKura’s parts and sections cover each of them.',
    pages: 1,
  },
  {
    doc: 'medium',
    status: 'official',
    what: 'Guidance for supplies serving 101 to 500 people: nine questions, including Te Mana o te Wai and who is responsible, risk assessment steps, monitoring with target, action and critical levels, and appendices of hazards and controls for each kind of source.',
    use: 'Larger schools, the Te Mana o te Wai section, and much of our guidance on hazards, controls and incidents.',
    pages: 1,
  },
  {
    doc: 'dwqar',
    status: 'draft',
    what: 'Explains the Drinking Water Quality Assurance Rules for small supplies: what to test and how often, laboratories and samples, cyanobacteria, treatment, backflow and annual reporting. Marked as a draft on its cover.',
    use: 'Testing, treatment and reporting guidance, and the meaning of test results.',
  },
  {
    doc: 'roof',
    status: 'draft',
    what: 'A proposed Acceptable Solution for roof water supplies: equipment, maintenance, testing, incidents, training and audit. Its start date is “to be determined”.',
    use: 'Plan hints and checks (for example the 96-hour storage floor and the three-monthly E. coli sample) cite it by page as a working draft; so do the Acceptable Solutions page and this list.',
  },
  {
    doc: 'rural',
    status: 'draft',
    what: 'A proposed Acceptable Solution for networked rural agricultural supplies, with treatment at each building.',
    use: 'The Acceptable Solutions page, which says it is a working draft.',
  },
  {
    doc: 'mixed',
    status: 'in-force',
    what: 'The Acceptable Solution for mixed-use rural water schemes, in force from 5 September 2025. Replaces the 2022 version.',
    use: 'The Acceptable Solutions page, including what it means for a school connected to such a scheme.',
    pages: '1, 3',
  },
  {
    doc: 'upload',
    status: 'official',
    what: 'Six steps for uploading a safety plan in Hinekōrako and checking it has been submitted.',
    use: 'How to send your finished plan to Taumata Arowai.',
  },
];

export default function DocumentsPage() {
  const { t } = useI18n();
  return (
    <>
      <PageTitle title={`${t('public.help.documents')} – ${t('public.help.title')}`} />
      <PageHeader
        eyebrow={t('public.help.title')}
        title="The regulator’s documents we use"
        lead="Each rule WaiKura states cites the Taumata Arowai document and page it comes from, or says it is WaiKura’s own advice. Some of these documents are drafts. These are the documents, what they are for, and how current they are."
      />
      <Alert tone="info" title="Always check the current version">
        Taumata Arowai updates its documents; the medium supply guidance, for example, is being revised after
        a change in the law in August 2025. Get the latest versions from the{' '}
        <a href={TA_WEBSITE} className="underline">
          Taumata Arowai website
        </a>
        .
      </Alert>
      <Source doc="medium" pages={1} className="mt-2" />
      <ul className="mt-8 max-w-3xl space-y-4">
        {LIST.map((item) => (
          <li
            key={item.doc}
            className="rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
          >
            <h2 className="text-lg font-semibold">{DOCS[item.doc]}</h2>
            <div className="mt-2">
              <DocStatus status={item.status} />
            </div>
            <p className="mt-3 leading-7">{item.what}</p>
            <p className="mt-2 leading-7 text-slate-700 dark:text-slate-300">
              <strong>In WaiKura:</strong> {item.use}
            </p>
            {item.pages !== undefined && <Source doc={item.doc} pages={item.pages} className="mt-2" />}
          </li>
        ))}
      </ul>
      <Prose className="mt-8">
        <h2 id="pages">About page numbers</h2>
        <p>
          Our citations give the page of the PDF file, the number your PDF reader shows. In the Quality
          Assurance Rules guide, the number printed on each page is one lower.
        </p>
        <h2 id="ministry">Ministry of Education templates</h2>
        <p>
          The Ministry of Education also offers plan templates for schools by source type: rainwater;
          groundwater and springs; rainwater with groundwater or springs; and surface water. WaiKura asks the
          questions that match your school’s source. WaiKura does not hold these templates, and no figure in
          WaiKura comes from them. Read more on the <Link to="/schools#templates">page for schools</Link>.
        </p>
      </Prose>
    </>
  );
}
