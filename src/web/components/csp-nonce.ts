// The server serves index.html with this response's CSP nonce; without one (the Vite dev server) there is no CSP.
const content = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;

/** The nonce the styles antd and Tiptap insert at run time must carry, or undefined. */
export const cspNonce: string | undefined = content && !content.startsWith('__') ? content : undefined;

/**
 * antd's scroll lock (an open drawer or modal, from @rc-component/portal) inserts a <style> without asking
 * ConfigProvider for the nonce. Sign <style> elements that the app's own scripts insert one by one; markup
 * inserted as HTML (rich text) does not come through here and stays refused.
 */
function signInsertedStyles(nonce: string) {
  const sign = (node: Node) => {
    if (node instanceof HTMLStyleElement && !node.nonce) node.nonce = nonce;
  };
  const { appendChild, insertBefore } = Node.prototype;
  Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
    sign(node);
    return appendChild.call(this, node) as T;
  };
  Node.prototype.insertBefore = function <T extends Node>(this: Node, node: T, child: Node | null): T {
    sign(node);
    return insertBefore.call(this, node, child) as T;
  };
}

if (cspNonce) signInsertedStyles(cspNonce);
