import type { PayerAnswerKind } from '@dwell/core/schemas/payer-rules';

const CHOICES = [
  { value: 'approve', label: 'Approve', hint: 'The claim is right and will be paid.' },
  { value: 'dispute', label: 'Dispute', hint: 'Something is wrong: say what, and offer another amount if you like.' },
  { value: 'question', label: 'Ask a question', hint: 'Ask the carrier before you decide.' },
] as const;

const ERROR_ID = 'payer-choice-error';

interface AnswerChoicesProps {
  value: PayerAnswerKind | '';
  onChoose: (answer: PayerAnswerKind) => void;
  error?: string | undefined;
  /** The person shows interest (points at or focuses a choice): a moment to fetch what comes next. */
  onIntent?: () => void;
}

/** The three answers as large radio tiles, a fingertip tall, with what each means. */
export function AnswerChoices({ value, onChoose, error, onIntent }: AnswerChoicesProps) {
  return (
    <>
      <fieldset
        className="payer-choices"
        aria-describedby={error ? ERROR_ID : undefined}
        onPointerEnter={onIntent}
        onFocus={onIntent}
      >
        <legend className="sr-only">Your answer</legend>
        {CHOICES.map((choice) => (
          <label key={choice.value} className="payer-choice">
            <input
              type="radio"
              name="answer"
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChoose(choice.value)}
            />
            <span>
              <strong>{choice.label}</strong>
              <span className="small muted payer-choice-hint">{choice.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {error ? (
        <span id={ERROR_ID} className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </>
  );
}
