/**
 * The people the rig poses: public-domain photographs of real people, each with where its head, eyes
 * and body are in the photo's pixels and how many of its pixels make a centimetre. Everything else
 * (pivots, depths, the cup and phone) is set in centimetres from the eyes, so every subject is posed
 * by the same anatomy; only the face, the build and the clothes differ.
 */
export type SubjectId =
  | 'astronaut' | 'hopper' | 'einstein' | 'curie' | 'langevin' | 'lorentz' | 'planck' | 'langmuir'
  | 'guye' | 'wilson' | 'richardson' | 'piccard' | 'dirac' | 'kramers'; // prettier-ignore

export interface Subject {
  id: SubjectId;
  /** Repository path of the photo. */
  photo: string;
  mime: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
  /** Photo pixels per centimetre, from the shoulders' span and the eyes' spacing. */
  pxPerCm: number;
  /** The shoulders' span, cm: a raised shoulder lifts the body's side from the neck out to here. */
  shoulderSpanCm: number;
  /** The head (with hair or hat), as an ellipse: the relief that neck poses move. */
  head: { cx: number; cy: number; rx: number; ry: number };
  eyes: { left: { x: number; y: number }; right: { x: number; y: number } };
  /** The body's outline (head and neck are cut out of it by the head's ellipse). */
  bodyOutline: Array<[number, number]>;
  /**
   * Where the photo ends at the chest: these rows are stretched from `from` down to the desk; or, with
   * `bandCm`, that much of the chest above them (ending on them) is laid again and again down to the
   * desk, every other copy upside down (decision 051).
   */
  extend: { from: number; rows: number; bandCm?: number };
  /** Seen where the head was when it moves: the neck or collar under the chin. */
  underChin: string;
  /** Already wears glasses (the rig draws none on them). */
  glasses: boolean;
}

/** scikit-image's `astronaut.png` (Eileen Collins, NASA), from Debian's python3-skimage. */
export const astronaut: Subject = {
  id: 'astronaut',
  photo: 'tests/e2e/fixtures/astronaut.png',
  mime: 'image/png',
  width: 512,
  height: 512,
  // The shoulders span ~335 px for ~35 cm.
  pxPerCm: 9.4,
  shoulderSpanCm: 35,
  head: { cx: 227, cy: 100, rx: 80, ry: 92 },
  eyes: { left: { x: 204, y: 99 }, right: { x: 246, y: 100 } },
  bodyOutline: [
    [112, 175], [150, 150], [300, 150], [318, 205], [348, 262], [366, 330], [372, 512],
    [380, 760], [4, 760], [12, 512], [16, 372], [42, 300], [86, 262], [104, 222],
  ], // prettier-ignore
  extend: { from: 500, rows: 12 },
  underChin: '#141414',
  glasses: false,
};

/**
 * Matplotlib's `grace_hopper.jpg` (Grace Hopper, U.S. Navy photograph, 1984), from Debian's
 * python-matplotlib-data: an older woman with glasses, a cap and a dark uniform; her shoulders reach
 * the photo's edges.
 */
export const hopper: Subject = {
  id: 'hopper',
  photo: 'tests/e2e/fixtures/grace_hopper.jpg',
  mime: 'image/jpeg',
  width: 512,
  height: 600,
  // The eyes are 88 px apart (~6.3 cm) and the shoulders span ~490 px (~35 cm).
  pxPerCm: 14,
  shoulderSpanCm: 35,
  head: { cx: 262, cy: 180, rx: 112, ry: 160 },
  eyes: { left: { x: 225, y: 200 }, right: { x: 312, y: 197 } },
  bodyOutline: [
    [200, 290], [212, 322], [175, 338], [110, 358], [60, 376], [36, 400], [30, 450], [24, 520],
    [22, 1200], [512, 1200], [510, 430], [490, 395], [440, 368], [380, 348], [332, 326], [330, 290],
  ], // prettier-ignore
  // Above the jacket's button, which stretched would read as a stripe.
  extend: { from: 552, rows: 12 },
  underChin: '#8a4a34',
  glasses: true,
};

/**
 * Albert Einstein, cut from the 1927 Solvay conference photograph (Benjamin Couprie; a public-domain
 * picture, as Wikimedia Commons lists it), which Debian's visp-images-data ships: a man with a
 * moustache and a cloud of white hair, in a dark suit, in black and white, and blurred: his face was
 * 60 px wide.
 */
export const einstein: Subject = {
  id: 'einstein',
  photo: 'tests/e2e/fixtures/einstein_solvay_1927.jpg',
  mime: 'image/jpeg',
  width: 640,
  height: 640,
  // Cut from the group photo and enlarged 2×. The eyes are 54 px apart (~6.3 cm); the jacket's
  // shoulders span ~370 px (~43 cm).
  pxPerCm: 8.6,
  shoulderSpanCm: 43,
  head: { cx: 314, cy: 186, rx: 94, ry: 102 },
  eyes: { left: { x: 290, y: 198 }, right: { x: 344, y: 198 } },
  bodyOutline: [
    [266, 280], [220, 304], [160, 320], [140, 340], [128, 380], [120, 460], [110, 580], [100, 1400],
    [568, 1400], [560, 580], [552, 500], [540, 420], [524, 364], [500, 332], [464, 314], [410, 296],
    [376, 280],
  ], // prettier-ignore
  extend: { from: 592, rows: 24 },
  underChin: '#7d7d7d',
  glasses: false,
};

/**
 * Marie Curie, cut from the same 1927 Solvay photograph, added after every limit was set and never
 * tuned on: an older woman with grey hair pinned up, her face lit from below, in a dark coat whose
 * shoulders run into the dark suits beside her; her face was 55 px wide, so the crop is enlarged 2× too.
 */
export const curie: Subject = {
  id: 'curie',
  photo: 'tests/e2e/fixtures/curie_solvay_1927.jpg',
  mime: 'image/jpeg',
  width: 640,
  height: 640,
  // The eyes are 52 px apart (~6.2 cm); the coat's shoulders span ~310 px (~37 cm).
  pxPerCm: 8.4,
  shoulderSpanCm: 37,
  head: { cx: 320, cy: 180, rx: 88, ry: 96 },
  eyes: { left: { x: 300, y: 188 }, right: { x: 352, y: 186 } },
  bodyOutline: [
    [276, 268], [236, 290], [196, 300], [172, 330], [162, 380], [158, 460], [150, 580], [140, 1400],
    [520, 1400], [515, 580], [505, 460], [495, 380], [485, 335], [460, 305], [420, 290], [370, 268],
  ], // prettier-ignore
  // Above her hands and the hat on her lap, which stretched would read as stripes.
  extend: { from: 540, rows: 16 },
  underChin: '#4a4a4a',
  glasses: false,
};

/**
 * Paul Langevin, cut from the same 1927 Solvay photograph, added after every rule of decisions 029–035
 * was set and never tuned on: a man with short grey hair and a wide moustache, in a dark suit with a
 * white shirt and a bow tie, whose right shoulder runs into the dark suit of the man beside him; his
 * face was 62 px wide, so the crop is enlarged 2× as the third and fourth people's are.
 */
export const langevin: Subject = {
  id: 'langevin',
  photo: 'tests/e2e/fixtures/langevin_solvay_1927.jpg',
  mime: 'image/jpeg',
  width: 640,
  height: 640,
  // The eyes are 57 px apart (~6.3 cm); the jacket's shoulders span ~350 px (~39 cm).
  pxPerCm: 9,
  shoulderSpanCm: 39,
  head: { cx: 320, cy: 176, rx: 76, ry: 100 },
  eyes: { left: { x: 295, y: 172 }, right: { x: 352, y: 173 } },
  bodyOutline: [
    [282, 256], [240, 264], [200, 272], [166, 296], [152, 336], [144, 400], [140, 520], [130, 1400],
    [520, 1400], [512, 520], [506, 420], [500, 360], [484, 322], [444, 292], [404, 272], [366, 256],
  ], // prettier-ignore
  // Above his hands, which stretched would read as stripes.
  extend: { from: 560, rows: 16, bandCm: 6 },
  underChin: '#8c8c8c',
  glasses: false,
};

/**
 * Hendrik Lorentz, cut from the same 1927 Solvay photograph, added after every rule of decisions
 * 001–039 was set and never tuned on (decision 040): the oldest of the six, with a full white beard
 * that covers his chin and collar, white hair, and a dark suit whose left shoulder runs into the dark
 * suit of the man behind him; his face was 60 px wide, so the crop is enlarged 2× as the others are.
 */
export const lorentz: Subject = {
  id: 'lorentz',
  photo: 'tests/e2e/fixtures/lorentz_solvay_1927.jpg',
  mime: 'image/jpeg',
  width: 640,
  height: 640,
  // The eyes are 60 px apart (~6.3 cm); the jacket's shoulders span ~335 px (~35 cm).
  pxPerCm: 9.5,
  shoulderSpanCm: 35,
  head: { cx: 322, cy: 216, rx: 82, ry: 102 },
  eyes: { left: { x: 292, y: 208 }, right: { x: 352, y: 207 } },
  bodyOutline: [
    [282, 300], [240, 308], [205, 320], [178, 334], [168, 370], [162, 420], [155, 520], [145, 1400],
    [532, 1400], [528, 520], [522, 420], [514, 360], [498, 328], [462, 310], [430, 300], [372, 292],
  ], // prettier-ignore
  // Above his hands, which stretched would read as stripes.
  extend: { from: 520, rows: 16, bandCm: 6 },
  underChin: '#5c5c5c',
  glasses: false,
};

/**
 * Max Planck, from the same photograph (decision 043): bald, with round glasses, a moustache and a
 * coat with a velvet collar; the dark suits of the men behind him run into his shoulders.
 */
export const planck: Subject = {
  id: 'planck',
  photo: 'tests/e2e/fixtures/planck_solvay_1927.jpg',
  mime: 'image/jpeg',
  width: 640,
  height: 640,
  // The eyes are 57 px apart (~6.3 cm); the coat's shoulders span ~327 px (~36 cm).
  pxPerCm: 9.0,
  shoulderSpanCm: 36,
  head: { cx: 322, cy: 203, rx: 76, ry: 98 },
  eyes: { left: { x: 300, y: 210 }, right: { x: 357, y: 210 } },
  bodyOutline: [
    [262, 292], [215, 310], [185, 322], [160, 345], [143, 375], [132, 420], [124, 480], [120, 560], [118, 1400],
    [502, 1400], [498, 560], [492, 480], [486, 420], [478, 372], [466, 330], [440, 300], [408, 282], [380, 290],
  ], // prettier-ignore
  // Above the hat in his lap, which stretched would read as stripes.
  extend: { from: 520, rows: 16, bandCm: 6 },
  underChin: '#6a6a6a',
  glasses: true,
};

/**
 * Irving Langmuir, from the same photograph (decision 053), added after decision 052 and never tuned
 * on: the youngest of the front row, with wavy hair, rimless glasses and a clean-shaven face, a dark
 * suit with a striped tie, and a cane; the dark suits of the men behind him run into both shoulders.
 */
export const langmuir: Subject = {
  id: 'langmuir',
  photo: 'tests/e2e/fixtures/langmuir_solvay_1927.jpg',
  mime: 'image/jpeg',
  width: 640,
  height: 640,
  // The eyes are 55 px apart (~6.3 cm); the jacket's shoulders span ~380 px (~43 cm).
  pxPerCm: 8.7,
  shoulderSpanCm: 43,
  head: { cx: 318, cy: 218, rx: 82, ry: 96 },
  eyes: { left: { x: 297, y: 222 }, right: { x: 352, y: 225 } },
  bodyOutline: [
    [270, 292], [262, 312], [220, 330], [170, 342], [140, 358], [122, 390], [112, 440], [106, 520], [100, 1400],
    [540, 1400], [534, 520], [526, 440], [514, 392], [492, 360], [460, 342], [410, 328], [368, 312], [366, 292],
  ], // prettier-ignore
  // Above the hand at the photo's lower edge, which stretched would read as stripes.
  extend: { from: 520, rows: 16, bandCm: 6 },
  underChin: '#9d9d9d',
  glasses: true,
};

/**
 * Charles-Eugène Guye, from the same photograph (decision 054): white hair, a white moustache and
 * goatee, a bow tie; his shoulders run into the dark suits of the men beside and behind him. Added
 * for the photo edits (bench/accuracy/photo-edits) and not yet posed by the rig; the crop is
 * 320 × 320 px of the photograph at (1385, 686), enlarged 2×.
 */
export const guye: Subject = {
  id: 'guye',
  photo: 'tests/e2e/fixtures/guye_solvay_1927.jpg',
  mime: 'image/jpeg',
  width: 640,
  height: 640,
  // The eyes are 57 px apart (~6.3 cm); the jacket's shoulders span ~340 px (~38 cm).
  pxPerCm: 9.0,
  shoulderSpanCm: 38,
  head: { cx: 315, cy: 200, rx: 72, ry: 98 },
  eyes: { left: { x: 288, y: 198 }, right: { x: 345, y: 196 } },
  bodyOutline: [
    [272, 290], [240, 305], [200, 322], [170, 345], [150, 380], [140, 440], [135, 520], [130, 1400],
    [540, 1400], [530, 520], [520, 440], [505, 380], [485, 345], [450, 322], [400, 305], [368, 290],
  ], // prettier-ignore
  // Above his hands.
  extend: { from: 520, rows: 16, bandCm: 6 },
  underChin: '#5a5a5a',
  glasses: false,
};

/**
 * C. T. R. Wilson, from the same photograph (decision 054): balding, with a small moustache, a pale
 * tie and a dark suit. Added for the photo edits and not yet posed by the rig; the crop is
 * 320 × 320 px of the photograph at (1615, 683), enlarged 2×.
 */
export const wilson: Subject = {
  id: 'wilson',
  photo: 'tests/e2e/fixtures/wilson_solvay_1927.jpg',
  mime: 'image/jpeg',
  width: 640,
  height: 640,
  // The eyes are 57 px apart (~6.3 cm); the jacket's shoulders span ~330 px (~37 cm).
  pxPerCm: 9.0,
  shoulderSpanCm: 37,
  head: { cx: 312, cy: 228, rx: 72, ry: 90 },
  eyes: { left: { x: 283, y: 232 }, right: { x: 340, y: 230 } },
  bodyOutline: [
    [275, 315], [240, 330], [195, 345], [165, 365], [150, 400], [140, 460], [135, 540], [130, 1400],
    [520, 1400], [515, 540], [505, 460], [490, 400], [470, 365], [440, 345], [400, 330], [362, 315],
  ], // prettier-ignore
  // Above his hands.
  extend: { from: 520, rows: 16, bandCm: 6 },
  underChin: '#8a8a8a',
  glasses: false,
};

/**
 * Owen Richardson, from the same photograph (decision 054): bald, with pince-nez, his head a little
 * to one side, a dark suit; a stone wall behind his left shoulder. Added for the photo edits and not
 * yet posed by the rig; the crop is 320 × 320 px of the photograph at (1773, 708), enlarged 2×.
 */
export const richardson: Subject = {
  id: 'richardson',
  photo: 'tests/e2e/fixtures/richardson_solvay_1927.jpg',
  mime: 'image/jpeg',
  width: 640,
  height: 640,
  // The eyes are 55 px apart (~6.3 cm); the jacket's shoulders span ~330 px (~38 cm).
  pxPerCm: 8.7,
  shoulderSpanCm: 38,
  head: { cx: 318, cy: 228, rx: 72, ry: 93 },
  eyes: { left: { x: 283, y: 225 }, right: { x: 338, y: 220 } },
  bodyOutline: [
    [280, 320], [255, 330], [230, 345], [215, 370], [205, 420], [195, 500], [185, 1400],
    [600, 1400], [585, 500], [570, 420], [550, 350], [520, 320], [470, 305], [400, 300], [365, 310],
  ], // prettier-ignore
  // Above his hands and the hat on his knee.
  extend: { from: 500, rows: 16, bandCm: 6 },
  underChin: '#7a7a7a',
  glasses: true,
};

/**
 * Auguste Piccard, from the same photograph's back row: tall and thin, with a high forehead, swept-back
 * hair, rimless glasses and a moustache, a high white collar and a dark tie. Added with the
 * thirty-third session after every rule had been set and never tuned on: the first person of the set
 * who stands, so the whole of his upper body shows above the next row's heads. The crop is
 * 320 × 320 px of the photograph at (247, 440), enlarged 2×; below its row 512, where the next row's
 * head begins, its chest's band (rows 456–506) is laid again, every other copy upside down, as the
 * rig lays it (so the photo edits see no second face on his chest).
 */
export const piccard: Subject = {
  id: 'piccard',
  photo: 'tests/e2e/fixtures/piccard_solvay_1927.jpg',
  mime: 'image/jpeg',
  width: 640,
  height: 640,
  // The eyes are 52 px apart (~6.3 cm); the jacket's shoulders span ~350 px (~42 cm).
  pxPerCm: 8.25,
  shoulderSpanCm: 42,
  head: { cx: 368, cy: 210, rx: 68, ry: 90 },
  eyes: { left: { x: 344, y: 211 }, right: { x: 396, y: 211 } },
  bodyOutline: [
    [322, 296], [300, 318], [250, 340], [210, 358], [180, 372], [162, 392], [158, 440], [152, 520],
    [150, 1400], [520, 1400], [517, 520], [513, 447], [509, 422], [498, 401], [482, 386], [457, 370],
    [432, 351], [407, 330], [400, 300],
  ], // prettier-ignore
  // Above the next row's head and the paper in his pocket.
  extend: { from: 490, rows: 16, bandCm: 6 },
  underChin: '#8a8a8a',
  glasses: true,
};

/**
 * Paul Dirac, from the same photograph's middle row: the youngest of the set (25), clean-shaven but
 * for a small moustache, dark wavy hair, a dark three-piece suit, a white collar and a patterned tie.
 * Added with the forty-ninth session after every rule had been set and never tuned on. The crop is
 * 320 × 320 px of the photograph at (903, 600), enlarged 2×; Lorentz's head and Einstein's stand
 * beside his chest in it, so his outline stops short of them, and the band of his chest between
 * them (rows 400–452) is laid again below it.
 */
export const dirac: Subject = {
  id: 'dirac',
  photo: 'tests/e2e/fixtures/dirac_solvay_1927.jpg',
  mime: 'image/jpeg',
  width: 640,
  height: 640,
  // The eyes are 55 px apart (~6.3 cm); the jacket's shoulders span ~310 px (~36 cm).
  pxPerCm: 8.7,
  shoulderSpanCm: 36,
  head: { cx: 314, cy: 224, rx: 70, ry: 88 },
  eyes: { left: { x: 272, y: 232 }, right: { x: 327, y: 229 } },
  bodyOutline: [
    [275, 305], [230, 325], [195, 345], [172, 365], [160, 400], [152, 450], [150, 1400],
    [492, 1400], [494, 450], [488, 410], [476, 375], [455, 352], [420, 333], [380, 318], [355, 305],
  ], // prettier-ignore
  // Between Lorentz's head and Einstein's, above Lorentz's collar.
  extend: { from: 436, rows: 16, bandCm: 6 },
  underChin: '#7a7a7a',
  glasses: false,
};

/**
 * Hendrik Kramers, from the same photograph's middle row (fiftieth session), held out: cut and read
 * with the engine of decision 081 before any rule saw him. Round wire glasses, fair hair combed back,
 * a white collar, a striped tie and a dark waistcoat. Marie Curie's head sits against his shoulder on
 * the picture's left and Lorentz's against the other, so his outline stops at them, and the band of
 * his chest ending at row 476 (rows 423–476) is laid again below it. The crop is 320 ×
 * 320 px of the photograph at (671, 622), enlarged 2×.
 */
export const kramers: Subject = {
  id: 'kramers',
  photo: 'tests/e2e/fixtures/kramers_solvay_1927.jpg',
  mime: 'image/jpeg',
  width: 640,
  height: 640,
  // The eyes are 54 px apart (~6.1 cm); the jacket's shoulders span ~320 px (~36 cm).
  pxPerCm: 8.8,
  shoulderSpanCm: 36,
  head: { cx: 293, cy: 215, rx: 72, ry: 92 },
  eyes: { left: { x: 269, y: 224 }, right: { x: 323, y: 222 } },
  bodyOutline: [
    [264, 300], [228, 318], [178, 332], [138, 346], [118, 366], [110, 400], [110, 1400],
    [450, 1400], [450, 400], [446, 368], [428, 346], [392, 331], [348, 318], [318, 300],
  ], // prettier-ignore
  // Below Curie's hair and above Lorentz's coat.
  extend: { from: 460, rows: 16, bandCm: 6 },
  underChin: '#8a8a8a',
  glasses: true,
};

export const subjects: Record<SubjectId, Subject> = {
  astronaut,
  hopper,
  einstein,
  curie,
  langevin,
  lorentz,
  planck,
  langmuir,
  guye,
  wilson,
  richardson,
  piccard,
  dirac,
  kramers,
};
