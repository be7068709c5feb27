import { useEffect, useRef } from 'react';
import { keypointIndex, minKeypointScore, skeletonEdges, type Keypoint } from '../engine/keypoints';
import type { PostureStatus } from '../engine/posture-state-machine';
import { pictureScale } from './picture-fit';

const colours: Record<string, string> = {
  good: '#4ade80',
  fair: '#facc15',
  bad: '#f87171',
  away: '#94a3b8',
  uncalibrated: '#93c5fd',
};

/** The skeleton drawn over the (mirrored) preview, coloured by the current status. */
export function PoseOverlay({
  keypoints,
  frame,
  status,
}: {
  keypoints: Keypoint[];
  frame: { width: number; height: number };
  status: PostureStatus | 'uncalibrated';
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    context.clearRect(0, 0, frame.width, frame.height);
    context.strokeStyle = colours[status] ?? '#4ade80';
    context.fillStyle = context.strokeStyle;
    // 4 px on a 640×480 picture (480×640 upright), in proportion on any other (picture-fit.ts).
    context.lineWidth = 4 * pictureScale(frame);
    context.lineCap = 'round';
    for (const [a, b] of skeletonEdges) {
      const p = keypoints[keypointIndex[a]];
      const q = keypoints[keypointIndex[b]];
      if (!p || !q || p.score < minKeypointScore || q.score < minKeypointScore) continue;
      context.beginPath();
      context.moveTo(p.x, p.y);
      context.lineTo(q.x, q.y);
      context.stroke();
    }
    for (const k of keypoints.slice(0, 13)) {
      if (k.score < minKeypointScore) continue;
      context.beginPath();
      context.arc(k.x, k.y, context.lineWidth * 1.4, 0, Math.PI * 2);
      context.fill();
    }
  }, [keypoints, frame, status]);
  return <canvas ref={canvas} width={frame.width} height={frame.height} aria-hidden="true" />;
}
