// Sjakkboks's sounds, synthesised with the Web Audio API (no sound files):
// short tones for a move, a capture, a check, the game's end, the die and low
// time on a clock. The app adds this script after its first draw, sets
// `window.sjakkboks.sound` to the player's setting and calls
// `window.sjakkboks.play(name)` when sound is on; `played` counts the sounds
// asked for and `lastSound` names the last (tests read them).
(() => {
  const api = (window.sjakkboks ??= {});
  // Each sound: tones of [start s, length s, frequency Hz, wave, volume].
  const SOUNDS = {
    move: [[0, 0.08, 520, 'triangle', 0.3]],
    capture: [[0, 0.06, 330, 'square', 0.12], [0.05, 0.12, 220, 'square', 0.12]],
    check: [[0, 0.1, 660, 'triangle', 0.3], [0.11, 0.16, 880, 'triangle', 0.3]],
    gameover: [[0, 0.14, 523, 'sine', 0.35], [0.15, 0.14, 659, 'sine', 0.35], [0.3, 0.3, 784, 'sine', 0.35]],
    roll: [0, 0.07, 0.13, 0.2, 0.26].map((at, i) => [at, 0.03, 900 + 170 * ((i * 3) % 5), 'square', 0.06]),
    lowtime: [[0, 0.09, 1000, 'sine', 0.3]],
  };
  let context = null;
  api.played = 0;
  api.lastSound = null;

  // Starting Web Audio takes the page a moment (tens of milliseconds): do it
  // while the page is idle after loading, when sound is on, rather than in
  // the middle of the first move. It starts suspended until the first tap.
  const warmUp = () => {
    if (!api.sound || context) return;
    try {
      context = new AudioContext();
    } catch {
      // No Web Audio here.
    }
  };
  (window.requestIdleCallback ?? setTimeout)(warmUp);

  // The tones are made in a task of their own, after the move that asked for
  // them, so that a move on a slow phone stays one short task.
  api.play = (name) => {
    const tones = SOUNDS[name];
    if (!tones) return;
    api.played += 1;
    api.lastSound = name;
    setTimeout(() => sound(tones));
  };

  const sound = (tones) => {
    try {
      context ??= new AudioContext();
      if (context.state === 'suspended') context.resume();
      const t0 = context.currentTime + 0.01;
      for (const [at, length, frequency, wave, volume] of tones) {
        const tone = context.createOscillator();
        const gain = context.createGain();
        tone.type = wave;
        tone.frequency.value = frequency;
        gain.gain.setValueAtTime(volume, t0 + at);
        gain.gain.exponentialRampToValueAtTime(0.001, t0 + at + length);
        tone.connect(gain).connect(context.destination);
        tone.start(t0 + at);
        tone.stop(t0 + at + length + 0.02);
      }
    } catch {
      // No Web Audio here: the game goes on without sound.
    }
  };
})();
