import { Resvg } from '@resvg/resvg-js';
import { getDocumentProxy } from 'unpdf';

/**
 * Draws a page of a PDF to a PNG without a browser or a system tool, for tests and for looking at the documents:
 * pdf.js (bundled in unpdf) reads the PDF and paints the page onto a recording 2D context, which writes what it is
 * asked to paint as SVG paths (the text too, as glyph outlines from the embedded font), and resvg, the renderer of
 * the shared result's image, turns that SVG into pixels. It draws what these documents use (paths, fills, strokes,
 * dashes, text); images, gradients, patterns and clipping are left out.
 */
export async function renderPdfPageImage(pdf: Buffer, pageNumber: number, scale = 1.5): Promise<{ png: Buffer; width: number; height: number; pages: number }> {
  installGeometry();
  const document = await getDocumentProxy(new Uint8Array(pdf), { disableFontFace: true, useSystemFonts: false });
  try {
    const page = await document.getPage(pageNumber);
    const viewport = page.getViewport({ scale });
    const width = Math.ceil(viewport.width);
    const height = Math.ceil(viewport.height);
    const context = new SvgRecordingContext(width, height);
    await page.render({ canvasContext: context.asCanvas(), viewport, canvas: null } as unknown as Parameters<typeof page.render>[0]).promise;
    const png = new Resvg(context.svg(), { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();
    return { png: Buffer.from(png), width, height, pages: document.numPages };
  } finally {
    await document.loadingTask.destroy();
  }
}

type Matrix = [number, number, number, number, number, number];

const identity = (): Matrix => [1, 0, 0, 1, 0, 0];

function multiply(m: Matrix, n: Matrix): Matrix {
  return [m[0] * n[0] + m[2] * n[1], m[1] * n[0] + m[3] * n[1], m[0] * n[2] + m[2] * n[3], m[1] * n[2] + m[3] * n[3], m[0] * n[4] + m[2] * n[5] + m[4], m[1] * n[4] + m[3] * n[5] + m[5]];
}

function invert(m: Matrix): Matrix {
  const det = m[0] * m[3] - m[1] * m[2];
  if (det === 0) return identity();
  return [m[3] / det, -m[1] / det, -m[2] / det, m[0] / det, (m[2] * m[5] - m[3] * m[4]) / det, (m[1] * m[4] - m[0] * m[5]) / det];
}

function apply(m: Matrix, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

/** The part of DOMMatrix pdf.js uses, made before pdf.js loads so that it does not bring its own. */
class GeometryMatrix {
  a = 1;
  b = 0;
  c = 0;
  d = 1;
  e = 0;
  f = 0;
  constructor(init?: number[] | GeometryMatrix) {
    const values = Array.isArray(init) ? init : init ? init.values() : undefined;
    if (values && values.length >= 6) [this.a, this.b, this.c, this.d, this.e, this.f] = values as Matrix;
  }
  get is2D(): boolean {
    return true;
  }
  get isIdentity(): boolean {
    return this.values().every((value, index) => value === identity()[index]);
  }
  values(): Matrix {
    return [this.a, this.b, this.c, this.d, this.e, this.f];
  }
  private set(values: Matrix): this {
    [this.a, this.b, this.c, this.d, this.e, this.f] = values;
    return this;
  }
  multiplySelf(other: GeometryMatrix | undefined): this {
    return other ? this.set(multiply(this.values(), new GeometryMatrix(other).values())) : this;
  }
  preMultiplySelf(other: GeometryMatrix): this {
    return this.set(multiply(new GeometryMatrix(other).values(), this.values()));
  }
  multiply(other: GeometryMatrix): GeometryMatrix {
    return new GeometryMatrix(this.values()).multiplySelf(other);
  }
  invertSelf(): this {
    return this.set(invert(this.values()));
  }
  inverse(): GeometryMatrix {
    return new GeometryMatrix(this.values()).invertSelf();
  }
  translateSelf(x = 0, y = 0): this {
    return this.set(multiply(this.values(), [1, 0, 0, 1, x, y]));
  }
  translate(x = 0, y = 0): GeometryMatrix {
    return new GeometryMatrix(this.values()).translateSelf(x, y);
  }
  scaleSelf(x = 1, y = x): this {
    return this.set(multiply(this.values(), [x, 0, 0, y, 0, 0]));
  }
  scale(x = 1, y = x): GeometryMatrix {
    return new GeometryMatrix(this.values()).scaleSelf(x, y);
  }
  transformPoint(point: { x: number; y: number }): { x: number; y: number } {
    const [x, y] = apply(this.values(), point.x, point.y);
    return { x, y };
  }
}

type Command = ['M' | 'L', number, number] | ['C', number, number, number, number, number, number] | ['Z'];

/** Path2D as a list of commands in the coordinates they were given in. */
class RecordedPath {
  commands: Command[] = [];
  private start: [number, number] = [0, 0];
  private last: [number, number] = [0, 0];
  constructor(init?: RecordedPath | string) {
    if (init instanceof RecordedPath) this.commands = [...init.commands];
  }
  moveTo(x: number, y: number): void {
    this.commands.push(['M', x, y]);
    this.start = [x, y];
    this.last = [x, y];
  }
  lineTo(x: number, y: number): void {
    if (this.commands.length === 0) this.moveTo(x, y);
    this.commands.push(['L', x, y]);
    this.last = [x, y];
  }
  bezierCurveTo(x1: number, y1: number, x2: number, y2: number, x: number, y: number): void {
    if (this.commands.length === 0) this.moveTo(x1, y1);
    this.commands.push(['C', x1, y1, x2, y2, x, y]);
    this.last = [x, y];
  }
  quadraticCurveTo(cx: number, cy: number, x: number, y: number): void {
    const [x0, y0] = this.last;
    this.bezierCurveTo(x0 + (2 / 3) * (cx - x0), y0 + (2 / 3) * (cy - y0), x + (2 / 3) * (cx - x), y + (2 / 3) * (cy - y), x, y);
  }
  rect(x: number, y: number, w: number, h: number): void {
    this.moveTo(x, y);
    this.lineTo(x + w, y);
    this.lineTo(x + w, y + h);
    this.lineTo(x, y + h);
    this.closePath();
  }
  closePath(): void {
    if (this.commands.length > 0) this.commands.push(['Z']);
    this.last = this.start;
  }
  addPath(path: RecordedPath, transform?: GeometryMatrix): void {
    const m = transform ? new GeometryMatrix(transform).values() : identity();
    for (const command of path.transformed(m).commands) this.commands.push(command);
  }
  transformed(m: Matrix): RecordedPath {
    const out = new RecordedPath();
    out.commands = this.commands.map((command): Command => {
      if (command[0] === 'Z') return command;
      if (command[0] === 'C') {
        const [x1, y1] = apply(m, command[1], command[2]);
        const [x2, y2] = apply(m, command[3], command[4]);
        const [x, y] = apply(m, command[5], command[6]);
        return ['C', x1, y1, x2, y2, x, y];
      }
      const [x, y] = apply(m, command[1], command[2]);
      return [command[0], x, y];
    });
    return out;
  }
  d(): string {
    return this.commands.map((command) => command[0] + command.slice(1).map((value) => (value as number).toFixed(2)).join(' ')).join('');
  }
}

let installed = false;

function installGeometry(): void {
  if (installed) return;
  installed = true;
  const global = globalThis as Record<string, unknown>;
  global.DOMMatrix ??= GeometryMatrix;
  global.Path2D ??= RecordedPath;
  // pdf.js copies font data with ArrayBuffer's transferToFixedLength, which Node has from 21 on; on Node 20 a copy does.
  const buffers = ArrayBuffer.prototype as ArrayBuffer & { transferToFixedLength?: (length?: number) => ArrayBuffer };
  buffers.transferToFixedLength ??= function (this: ArrayBuffer, length = this.byteLength) {
    const copy = new ArrayBuffer(length);
    new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
    return copy;
  };
}

interface State {
  transform: Matrix;
  fillStyle: string;
  strokeStyle: string;
  lineWidth: number;
  lineCap: string;
  lineJoin: string;
  miterLimit: number;
  globalAlpha: number;
  dash: number[];
  dashOffset: number;
}

/** A 2D canvas context that keeps what is painted as SVG elements in device pixels. */
class SvgRecordingContext {
  private state: State = { transform: identity(), fillStyle: '#000000', strokeStyle: '#000000', lineWidth: 1, lineCap: 'butt', lineJoin: 'miter', miterLimit: 10, globalAlpha: 1, dash: [], dashOffset: 0 };
  private stack: State[] = [];
  private path = new RecordedPath();
  private elements: string[] = [];

  constructor(
    private readonly width: number,
    private readonly height: number,
  ) {}

  svg(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"><rect width="100%" height="100%" fill="#ffffff"/>${this.elements.join('')}</svg>`;
  }

  /** The context as pdf.js sees it: what this class does not paint is accepted and ignored. */
  asCanvas(): unknown {
    const canvas = { width: this.width, height: this.height, style: {} };
    const handled: Record<string, unknown> = {
      canvas,
      save: () => this.stack.push({ ...this.state, dash: [...this.state.dash] }),
      restore: () => {
        this.state = this.stack.pop() ?? this.state;
      },
      getTransform: () => new GeometryMatrix(this.state.transform),
      setTransform: (...args: unknown[]) => {
        this.state.transform = args.length === 0 ? identity() : typeof args[0] === 'object' ? new GeometryMatrix(args[0] as GeometryMatrix).values() : (args as Matrix);
      },
      resetTransform: () => {
        this.state.transform = identity();
      },
      transform: (...m: Matrix) => {
        this.state.transform = multiply(this.state.transform, m);
      },
      translate: (x: number, y: number) => {
        this.state.transform = multiply(this.state.transform, [1, 0, 0, 1, x, y]);
      },
      scale: (x: number, y: number) => {
        this.state.transform = multiply(this.state.transform, [x, 0, 0, y, 0, 0]);
      },
      rotate: (angle: number) => {
        this.state.transform = multiply(this.state.transform, [Math.cos(angle), Math.sin(angle), -Math.sin(angle), Math.cos(angle), 0, 0]);
      },
      beginPath: () => {
        this.path = new RecordedPath();
      },
      // Points of the current path are kept in device space, as a canvas transforms them when they are added.
      moveTo: (x: number, y: number) => this.path.moveTo(...apply(this.state.transform, x, y)),
      lineTo: (x: number, y: number) => this.path.lineTo(...apply(this.state.transform, x, y)),
      bezierCurveTo: (x1: number, y1: number, x2: number, y2: number, x: number, y: number) =>
        this.path.bezierCurveTo(...apply(this.state.transform, x1, y1), ...apply(this.state.transform, x2, y2), ...apply(this.state.transform, x, y)),
      quadraticCurveTo: (cx: number, cy: number, x: number, y: number) => this.path.quadraticCurveTo(...apply(this.state.transform, cx, cy), ...apply(this.state.transform, x, y)),
      rect: (x: number, y: number, w: number, h: number) => {
        const user = new RecordedPath();
        user.rect(x, y, w, h);
        this.path.addPath(user.transformed(this.state.transform));
      },
      closePath: () => this.path.closePath(),
      fill: (pathOrRule?: RecordedPath | string, rule?: string) => {
        const given = pathOrRule instanceof RecordedPath ? pathOrRule.transformed(this.state.transform) : this.path;
        this.paintFill(given, (typeof pathOrRule === 'string' ? pathOrRule : rule) ?? 'nonzero');
      },
      stroke: (path?: RecordedPath) => this.paintStroke(path instanceof RecordedPath ? path.transformed(this.state.transform) : this.path),
      fillRect: (x: number, y: number, w: number, h: number) => {
        const user = new RecordedPath();
        user.rect(x, y, w, h);
        this.paintFill(user.transformed(this.state.transform), 'nonzero');
      },
      strokeRect: (x: number, y: number, w: number, h: number) => {
        const user = new RecordedPath();
        user.rect(x, y, w, h);
        this.paintStroke(user.transformed(this.state.transform));
      },
      setLineDash: (dash: number[]) => {
        this.state.dash = [...dash];
      },
      getLineDash: () => [...this.state.dash],
      measureText: (text: string) => ({ width: text.length * 5, actualBoundingBoxAscent: 0, actualBoundingBoxDescent: 0 }),
      isPointInPath: () => false,
    };
    const styles = ['fillStyle', 'strokeStyle', 'lineWidth', 'lineCap', 'lineJoin', 'miterLimit', 'globalAlpha'] as const;
    return new Proxy(handled, {
      get: (target, key: string) => {
        if (key === 'lineDashOffset') return this.state.dashOffset;
        if ((styles as readonly string[]).includes(key)) return this.state[key as (typeof styles)[number]];
        return key in target ? target[key] : () => undefined;
      },
      set: (target, key: string, value: unknown) => {
        if (key === 'lineDashOffset') this.state.dashOffset = Number(value);
        else if (key === 'fillStyle' || key === 'strokeStyle') this.state[key] = typeof value === 'string' ? value : '#000000';
        else if (key === 'lineWidth' || key === 'miterLimit' || key === 'globalAlpha') this.state[key] = Number(value);
        else if (key === 'lineCap' || key === 'lineJoin') this.state[key] = String(value);
        else target[key] = value;
        return true;
      },
    });
  }

  private paintFill(path: RecordedPath, rule: string): void {
    if (path.commands.length === 0) return;
    this.elements.push(`<path d="${path.d()}" fill="${escape(this.state.fillStyle)}"${this.alpha()} fill-rule="${rule === 'evenodd' ? 'evenodd' : 'nonzero'}"/>`);
  }

  private paintStroke(path: RecordedPath): void {
    if (path.commands.length === 0) return;
    const m = this.state.transform;
    const factor = Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2])) || 1;
    const width = Math.max(this.state.lineWidth * factor, 0.5);
    const dash = this.state.dash.length > 0 ? ` stroke-dasharray="${this.state.dash.map((value) => (value * factor).toFixed(2)).join(' ')}"` : '';
    this.elements.push(
      `<path d="${path.d()}" fill="none" stroke="${escape(this.state.strokeStyle)}" stroke-width="${width.toFixed(2)}" stroke-linecap="${this.state.lineCap}" stroke-linejoin="${this.state.lineJoin}"${dash}${this.alpha()}/>`,
    );
  }

  private alpha(): string {
    return this.state.globalAlpha < 1 ? ` opacity="${this.state.globalAlpha}"` : '';
  }
}

function escape(value: string): string {
  return value.replace(/[<>&"]/g, '');
}
