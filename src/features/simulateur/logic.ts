// Visibility and validation of the questionnaire (seed 001 §4, §5).
import type { AnswerValue, Answers, Condition, Question, Step } from './questions.ts';

const asList = (v: AnswerValue): AnswerValue[] => (Array.isArray(v) ? v : [v]);
const same = (a: AnswerValue | undefined, b: AnswerValue) => a !== undefined && String(a) === String(b);

/** whole years since a YYYY-MM-DD date, today; undefined when the date is not valid */
export function ageFrom(value: AnswerValue | undefined, today = new Date()): number | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return undefined;
  const [y, m, d] = value.slice(0, 10).split('-').map(Number);
  const [ty, tm, td] = [today.getFullYear(), today.getMonth() + 1, today.getDate()];
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

export function conditionHolds(c: Condition, answers: Answers): boolean {
  const answer = answers[c.field];
  switch (c.operator) {
    // an age bound on a date of birth: asked while the date is not known
    case 'ageAtLeast':
    case 'ageAtMost': {
      const age = ageFrom(answer);
      if (age === undefined) return true;
      return c.operator === 'ageAtLeast' ? age >= Number(c.value) : age <= Number(c.value);
    }
    case 'equals':
      return asList(c.value).some((v) => same(answer, v));
    case 'notEquals':
      return (
        !asList(c.value).some((v) => same(answer, v)) &&
        !(answer === undefined && asList(c.value).includes(''))
      );
    case 'includes':
      return Array.isArray(answer) && answer.includes(String(c.value));
    case 'notIncludes':
      return !Array.isArray(answer) || !answer.includes(String(c.value));
  }
}

export function isVisible(q: Question, answers: Answers): boolean {
  if (!q.condition) return true;
  if ('anyOf' in q.condition) return q.condition.anyOf.some((c) => conditionHolds(c, answers));
  const conditions = Array.isArray(q.condition) ? q.condition : [q.condition];
  return conditions.every((c) => conditionHolds(c, answers));
}

export const visibleQuestions = (step: Step, answers: Answers) =>
  step.questions.filter((q) => isVisible(q, answers));

/** Seed 001 §5: empty, undefined, 0, false or an empty list counts as missing. */
export function isMissing(v: AnswerValue | undefined): boolean {
  return v === undefined || v === '' || v === 0 || v === false || (Array.isArray(v) && v.length === 0);
}

export const requiredMessage = (label: string) => `La question "${label}" est obligatoire`;

export interface FieldError {
  name: string;
  message: string;
}

export function validateQuestion(q: Question, value: AnswerValue | undefined): string | null {
  if (isMissing(value)) return q.required ? requiredMessage(q.label) : null;
  if (q.type === 'number') {
    const n = typeof value === 'number' ? value : Number(value);
    if (!Number.isFinite(n)) return `La réponse à la question "${q.label}" doit être un nombre`;
    if (q.min !== undefined && n < q.min)
      return `La réponse à la question "${q.label}" doit être supérieure ou égale à ${q.min}`;
    if (q.max !== undefined && n > q.max)
      return `La réponse à la question "${q.label}" doit être inférieure ou égale à ${q.max}`;
  }
  if (typeof value === 'string') {
    if (q.maxLength !== undefined && value.length > q.maxLength)
      return `La réponse à la question "${q.label}" ne doit pas dépasser ${q.maxLength} caractères`;
    if (q.pattern && !new RegExp(q.pattern).test(value))
      return `La réponse à la question "${q.label}" doit être au format ${q.patternHint ?? 'attendu'}`;
    if (q.type === 'date' && Number.isNaN(Date.parse(value)))
      return `La réponse à la question "${q.label}" n'est pas une date valide`;
  }
  return null;
}

/** Errors of the visible questions of a step, in question order. */
export function validateStep(step: Step, answers: Answers): FieldError[] {
  const errors: FieldError[] = [];
  for (const q of visibleQuestions(step, answers)) {
    const message = validateQuestion(q, answers[q.name]);
    if (message) errors.push({ name: q.name, message });
  }
  return errors;
}
