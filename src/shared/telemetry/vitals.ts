import {
  onCLS,
  onFCP,
  onINP,
  onLCP,
  onTTFB,
  type CLSMetricWithAttribution,
  type FCPMetricWithAttribution,
  type INPMetricWithAttribution,
  type LCPMetricWithAttribution,
  type TTFBMetricWithAttribution,
} from 'web-vitals/attribution';
import { routePattern } from './report';
import { logRecord, type Attributes, type LogRecord } from './otlp';
import { scrubText } from './scrub';

type Metric =
  | CLSMetricWithAttribution
  | FCPMetricWithAttribution
  | INPMetricWithAttribution
  | LCPMetricWithAttribution
  | TTFBMetricWithAttribution;

/** The largest of a vital's parts, by name: where a developer starts looking. */
function slowest(parts: Record<string, number | undefined>): Attributes {
  const [name, ms] = Object.entries(parts).reduce<[string, number]>(
    (worst, [part, value]) => (value !== undefined && value > worst[1] ? [part, value] : worst),
    ['', -1],
  );
  return name ? { 'app.vital.slowest_part': name, 'app.vital.slowest_part_ms': ms } : {};
}

/**
 * What a developer acts on, never what a person sees: the element by a selector of tags and
 * classes (web-vitals' own, scrubbed), the slowest part, and for a slow tap the script that held
 * it (its file, function and character, which `npm run telemetry` maps to a source line).
 */
function attribution(metric: Metric): Attributes {
  switch (metric.name) {
    case 'LCP': {
      const a = metric.attribution;
      return {
        'app.vital.target': a.target && scrubText(a.target, 200),
        'app.vital.resource': a.url && scrubText(a.url, 200),
        ...slowest({
          'time-to-first-byte': a.timeToFirstByte,
          'resource-load-delay': a.resourceLoadDelay,
          'resource-load-duration': a.resourceLoadDuration,
          'element-render-delay': a.elementRenderDelay,
        }),
      };
    }
    case 'INP': {
      const a = metric.attribution;
      // The longest script the tap's frames ran that has a file to point at (web-vitals' own
      // longest may be a promise's continuation, which names none).
      const script = a.longAnimationFrameEntries
        .flatMap((frame) => [...frame.scripts])
        .filter((entry) => entry.sourceURL)
        .reduce<PerformanceScriptTiming | undefined>(
          (longest, entry) => (!longest || entry.duration > longest.duration ? entry : longest),
          undefined,
        );
      return {
        'app.vital.target': a.interactionTarget && scrubText(a.interactionTarget, 200),
        'app.vital.interaction': a.interactionType,
        ...slowest({
          'input-delay': a.inputDelay,
          'processing-duration': a.processingDuration,
          'presentation-delay': a.presentationDelay,
        }),
        'code.file.path': script?.sourceURL ? scrubText(script.sourceURL, 200) : undefined,
        'code.function.name': script?.sourceFunctionName
          ? scrubText(script.sourceFunctionName, 80)
          : undefined,
        'app.vital.script_char':
          script && script.sourceCharPosition >= 0 ? { int: script.sourceCharPosition } : undefined,
        'app.vital.script_ms': script?.duration,
      };
    }
    case 'CLS':
      return {
        'app.vital.target':
          metric.attribution.largestShiftTarget &&
          scrubText(metric.attribution.largestShiftTarget, 200),
      };
    default:
      return {};
  }
}

/**
 * Each vital of this page view as the log record it will be sent as; the last value of each
 * replaces the one before (INP and CLS grow), on the screen that was on view when it changed.
 */
export function watchVitals(onVital: (name: string, record: LogRecord) => void): void {
  const take = (metric: Metric, route = routePattern()) =>
    onVital(
      metric.name,
      logRecord('browser.web_vital', 'INFO', Date.now(), {
        'browser.web_vital.name': metric.name.toLowerCase(),
        'browser.web_vital.value': metric.value,
        'browser.web_vital.rating': metric.rating,
        'browser.web_vital.navigation_type': metric.navigationType,
        'url.template': route,
        ...attribution(metric),
      }),
    );
  // The load's vitals belong to the screen the page was opened on, wherever the person went next.
  const landing = routePattern();
  const onLanding = (metric: Metric) => take(metric, landing);
  onTTFB(onLanding);
  onFCP(onLanding);
  onLCP(onLanding);
  onINP((metric) => take(metric), { reportAllChanges: true });
  onCLS((metric) => take(metric), { reportAllChanges: true });
}
