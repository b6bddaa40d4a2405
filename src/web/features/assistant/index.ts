/** WaiKura AI's chat window, mounted lazily by the app layout (decision 029). */
export { AssistantWidget } from './assistant-widget';
