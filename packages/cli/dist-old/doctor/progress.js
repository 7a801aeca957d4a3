import { clipVisible, terminalWidth } from "../layout.js";
import { isSmartTerminal } from "../style.js";
import { escapeControls } from "../terminal-text.js";
/** A progress line; does nothing when `stream.isTTY` is not `true` or `TERM` is `dumb`. */
export class Progress {
    stream;
    env;
    shown = false;
    enabled;
    constructor(stream, env = {}) {
        this.stream = stream;
        this.env = env;
        this.enabled = isSmartTerminal(stream.isTTY, env);
    }
    /** Replaces the line with `⋯ <text>…`, escaped and cut to the terminal's width (read at each update: it may change). */
    update = (text) => {
        if (!this.enabled)
            return;
        this.stream.write(`\r\u001b[2K${clipVisible(`⋯ ${escapeControls(text)}…`, terminalWidth(this.stream.columns, this.env))}`);
        this.shown = true;
    };
    /** Erases the line (if one is shown). */
    done = () => {
        if (!this.shown)
            return;
        this.stream.write("\r\u001b[2K");
        this.shown = false;
    };
}
//# sourceMappingURL=progress.js.map