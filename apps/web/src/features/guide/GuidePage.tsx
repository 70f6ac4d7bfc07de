import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../app/i18n';
import { GUIDES } from './guide-content';

/** The user guide the header's "Docs" opens (issue 19), in the app's language. */
export default function GuidePage() {
  const { i18n } = useTranslation();
  const guide = GUIDES[isLanguage(i18n.language) ? i18n.language : 'en'];
  return (
    <article className="page guide card" data-testid="page-guide">
      <h1>{guide.title}</h1>
      <p className="muted">{guide.intro}</p>
      <nav aria-label={guide.title}>
        <ul className="guide__toc">
          {guide.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {guide.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>{section.title}</h2>
          <ol>
            {section.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      ))}
    </article>
  );
}
