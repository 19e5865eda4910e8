// The live area's public face: what other areas may use (ARCHITECTURE.md "Layers").
export { createLiveChannel, type LiveChannel } from './live-channel';
