import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { withNodes } from '../../i18n/quoted';
import { PLAN_OUTLINE_PARTS, SECTION_COUNT } from './plan-outline';
import { OnThisPage, ol, PageTitle, Prose, Source, ul } from './ui';

/**
 * `/getstarted` (plan specification 2.3): a guided start. For a school: who to involve, what to gather, how
 * long it honestly takes, the steps, and the way to register. For a contractor or provider: how they join
 * (they are invited; nobody signs up as one). Issue 20b.
 */
export default function GetStartedPage() {
  const { t, partTitle, miLang } = useI18n();
  return (
    <>
      <PageTitle title={t('publicStart.start.title')} />
      <PageHeader
        eyebrow={t('publicStart.start.eyebrow')}
        title={t('publicStart.start.title')}
        lead={t('publicStart.start.lead')}
        actions={<ButtonLink to="/register">{t('publicStart.start.register')}</ButtonLink>}
      />
      {/* Its headings are messages, in te reo too (the nav's own label is marked by OnThisPage). */}
      <div lang={miLang}>
        <OnThisPage
          items={[
            { id: 'who', label: t('publicStart.start.who') },
            { id: 'documents', label: t('publicStart.start.documents') },
            { id: 'facts', label: t('publicStart.start.facts') },
            { id: 'time', label: t('publicStart.start.time') },
            { id: 'steps', label: t('publicStart.start.steps') },
            { id: 'contractors', label: t('publicStart.start.contractors') },
          ]}
        />
      </div>
      {/* The page's own text comes from the catalogue, in te reo too (issue 20h); the sources stay English. */}
      <Prose className="mt-10" lang={miLang}>
        <h2 id="who">{t('publicStart.start.who')}</h2>
        <ul className={ul}>
          <li>
            <strong>{t('publicStart.start.who.signTitle')}</strong> {t('publicStart.start.who.signBody')}
          </li>
          <li>
            <strong>{t('publicStart.start.who.supplyTitle')}</strong> {t('publicStart.start.who.supplyBody')}
          </li>
          <li>
            <strong>{t('publicStart.start.who.recordsTitle')}</strong>{' '}
            {t('publicStart.start.who.recordsBody')}
          </li>
        </ul>
        <Source doc="medium" pages={5} />

        <h2 id="documents">{t('publicStart.start.documents')}</h2>
        <p>{t('publicStart.start.documents.intro')}</p>
        <ul className={ul}>
          <li>{t('publicStart.start.documents.registration')}</li>
          <li>{t('publicStart.start.documents.tests')}</li>
          <li>{t('publicStart.start.documents.maintenance')}</li>
          <li>{t('publicStart.start.documents.sitePlan')}</li>
          <li>{t('publicStart.start.documents.consent')}</li>
        </ul>
        <Source doc="medium" pages={5} />

        <h2 id="facts">{t('publicStart.start.facts')}</h2>
        <ul className={ul}>
          <li>{t('publicStart.start.facts.source')}</li>
          <li>{t('publicStart.start.facts.people')}</li>
          <li>{t('publicStart.start.facts.treatment')}</li>
          <li>{t('publicStart.start.facts.emergency')}</li>
        </ul>
        <Source doc="medium" pages={5} />

        <h2 id="time">{t('publicStart.start.time')}</h2>
        <p>{t('publicStart.start.time.estimate')}</p>
        <p>{t('publicStart.start.time.after')}</p>

        <h2 id="steps">{t('publicStart.start.steps')}</h2>
        <ol className={ol}>
          <li>
            {withNodes(t('publicStart.start.steps.account'), {
              link: <Link to="/register">{t('publicStart.start.register')}</Link>,
            })}
          </li>
          <li>
            {t('publicStart.start.steps.parts', {
              parts: PLAN_OUTLINE_PARTS.length,
              sections: SECTION_COUNT,
            })}
            <ul className={`${ul} mt-2`}>
              {PLAN_OUTLINE_PARTS.map((part) => (
                <li key={part.id}>{partTitle(part)}</li>
              ))}
            </ul>
          </li>
          <li>{t('publicStart.start.steps.invite')}</li>
          <li>{t('publicStart.start.steps.approve')}</li>
          <li>{t('publicStart.start.steps.upload')}</li>
        </ol>
        <Source doc="upload" pages="1–3" />
        <Source doc="medium" pages={4} />
        <p>
          <ButtonLink to="/register">{t('publicStart.start.register')}</ButtonLink>
        </p>

        <h2 id="contractors">{t('publicStart.start.contractors')}</h2>
        <p>{t('publicStart.start.join.intro')}</p>
        <ul className={ul}>
          <li>
            <strong>{t('publicStart.start.join.contractorTitle')}</strong>{' '}
            {t('publicStart.start.join.contractorBody')}
          </li>
          <li>
            <strong>{t('publicStart.start.join.providerTitle')}</strong>{' '}
            {t('publicStart.start.join.providerBody')}
          </li>
          <li>
            <strong>{t('publicStart.start.join.schoolTitle')}</strong>{' '}
            {t('publicStart.start.join.schoolBody')}
          </li>
        </ul>
        <p>
          {withNodes(t('publicStart.start.join.missing'), {
            link: <Link to="/help/contact">{t('publicStart.start.join.contact')}</Link>,
          })}
        </p>
      </Prose>
    </>
  );
}
