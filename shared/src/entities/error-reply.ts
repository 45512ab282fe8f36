import { Type, type Static } from 'typebox';
import { REFUSAL_CODES } from './refusals';
import { stringEnum } from './schema-kit';

const int = Type.Integer();
const str = Type.String();

export const ErrorReplySchema = Type.Object(
  { statusCode: int, error: str, message: str, code: Type.Optional(stringEnum(REFUSAL_CODES)) },
  {
    $id: 'Error',
    description:
      'Every error: Fastify’s shape, with the English text in message. A refusal a guest can meet names what it is ' +
      'about in code, which the guest’s screen words in their language.',
  },
);

export type ErrorReply = Static<typeof ErrorReplySchema>;
