import { Component, createElement } from 'react';

/** react-signature-canvas without a canvas (jsdom has none): a pointer release counts as a stroke. */
class FakeSignatureCanvas extends Component<{
  canvasProps?: Record<string, unknown>;
  onEnd?: () => void;
}> {
  drawn = false;
  isEmpty = () => !this.drawn;
  clear = () => {
    this.drawn = false;
  };
  getCanvas = () => ({ width: 600, height: 360 });
  fromDataURL = () => {
    this.drawn = true;
  };
  toDataURL = () => (this.drawn ? 'data:image/png;base64,c2lnbg==' : 'data:,');
  override render() {
    return createElement('canvas', {
      ...this.props.canvasProps,
      onPointerUp: () => {
        this.drawn = true;
        this.props.onEnd?.();
      },
    });
  }
}

export default FakeSignatureCanvas;
