/**
 * Stand-in for @tensorflow/tfjs-backend-webgpu, which pose-detection imports for PoseNet's GPU path.
 * Postura uses wasm or WebGL; no value here is ever an instance of this class.
 */
export class WebGPUBackend {}
export const webgpu_util = {};
