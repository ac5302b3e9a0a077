// Progress and settings kept in the browser (localStorage), so that a reload resumes the game.

const GAME = "shudu.game";
const SETTINGS = "shudu.settings";

function read(key) {
  try {
    const text = localStorage.getItem(key);
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

function write(key, value) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the game goes on without saving.
  }
}

export const loadGame = () => read(GAME);
export const saveGame = (game) => write(GAME, game);
export const loadSettings = () => ({ theme: null, level: "medium", ...(read(SETTINGS) || {}) });
export const saveSettings = (settings) => write(SETTINGS, settings);
