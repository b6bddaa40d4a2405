/** The chat window's suggested questions: the domain's list (shared with the server's proactive help). */
export { MAX_SUGGESTIONS, suggestionsFor } from '../../../domain/assistant-suggestions';
