// The page: a new game (against an agent or hot-seat), a replay, or a scenario; one board for all three.
import { renderBoard, renderLog, drawArrows } from "./board.js";

const $ = (sel) => document.querySelector(sel);
const state = { mode: null, id: null, player: "P1", view: null, socket: null, step: 0, steps: 0, hotseat: false };

async function api(path, options = {}) {
  const res = await fetch(path, options);
  let data;
  try {
    data = await res.json();
  } catch {
    throw new Error(`the server answered ${res.status}`);
  }
  if (!res.ok || data.error) throw new Error(data.error || `the server answered ${res.status}`);
  return data;
}

function setStatus(text) {
  $("#status").textContent = text;
}

function showError(text) {
  $("#error").textContent = text || "";
}

// --- the start screen -------------------------------------------------------------------------------------

async function loadOptions() {
  const { decks, agents, default_agent } = await api("/api/decks");
  const fill = (select, values, chosen) => {
    select.replaceChildren(...values.map((v) => new Option(v.replaceAll("_", " "), v, false, v === chosen)));
  };
  fill($("#agent"), agents, default_agent);
  fill($("#deck-a"), decks, decks.includes("red_burn") ? "red_burn" : decks[0]);
  fill($("#deck-b"), decks, decks.includes("green_white") ? "green_white" : decks.at(-1));
}

function showStart() {
  closeSocket();
  state.mode = null;
  $("#start").hidden = false;
  $("#table").hidden = true;
  history.replaceState(null, "", location.pathname);
  setStatus("");
}

function showTable(mode) {
  state.mode = mode;
  $("#start").hidden = true;
  $("#table").hidden = false;
  $("#controls").hidden = mode === "game";
  $("#decision").hidden = false;
  document.body.dataset.mode = mode;
}

async function startGame(event) {
  event.preventDefault();
  $("#start-error").textContent = "";
  const form = new FormData($("#new-game"));
  const options = {
    mode: form.get("mode"), agent: form.get("agent"), deck_a: form.get("deck_a"), deck_b: form.get("deck_b"),
    full_control: form.get("full_control") === "on", seat: form.get("seat"),
  };
  const seed = String(form.get("seed") || "").trim();
  if (seed) {
    if (!/^\d+$/.test(seed)) {
      $("#start-error").textContent = "The seed is a whole number (or leave it empty).";
      return;
    }
    options.seed = Number(seed);
  }
  try {
    const made = await api("/api/games", {
      method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(options),
    });
    openGame(made.id, made.player, made.view);
  } catch (e) {
    $("#start-error").textContent = e.message;
  }
}

// --- a game -----------------------------------------------------------------------------------------------

function openGame(id, player, view) {
  state.id = id;
  state.player = player;
  history.replaceState(null, "", `#game=${id}&player=${player}`);
  showTable("game");
  if (view) show(view);
  connect();
}

function closeSocket() {
  if (state.socket) {
    state.socket.onclose = null;
    state.socket.close();
    state.socket = null;
  }
}

function connect() {
  closeSocket();
  const proto = location.protocol === "https:" ? "wss" : "ws";
  const ws = new WebSocket(`${proto}://${location.host}/api/games/${state.id}/ws?player=${state.player}`);
  state.socket = ws;
  ws.onmessage = (msg) => {
    const data = JSON.parse(msg.data);
    if (data.error) {
      showError(data.error);
      setBusy(false);
    } else if (data.view) {
      show(data.view);
    }
  };
  ws.onclose = () => {
    if (state.socket === ws) setStatus("disconnected: reload the page to reconnect");
  };
}

function setBusy(busy) {
  for (const b of document.querySelectorAll("#choices button")) b.disabled = busy;
  document.body.classList.toggle("busy", busy);
}

function send(action) {
  showError("");
  setBusy(true);
  if (state.socket && state.socket.readyState === WebSocket.OPEN) {
    state.socket.send(JSON.stringify({ action }));
    return;
  }
  api(`/api/games/${state.id}/action`, {
    method: "POST", headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ action, player: state.player }),
  }).then(show, (e) => {
    showError(e.message);
    setBusy(false);
  });
}

// A game's views arrive by two roads (the answer to an HTTP action, the WebSocket's pushes, and the socket's
// first view as it opens), so one can come after a newer one or twice: the session's version (it counts the
// game's changes) tells. A view older than the one shown, or the same one again for the same seat, is dropped;
// otherwise a stale board would be drawn over a newer one (and the tests' view count would move without a change).
function isStale(view) {
  const old = state.view;
  if (!old || view.session.kind !== "game" || old.session.kind !== "game" || old.viewer !== view.viewer) return false;
  if (old.session.version === undefined || view.session.version === undefined) return false;
  return view.session.version <= old.session.version && state.id === state.viewGame;
}

function show(view) {
  if (isStale(view)) return;
  state.view = view;
  state.viewGame = state.id;
  state.shown = (state.shown || 0) + 1;
  document.body.dataset.shown = state.shown;  // tests wait for the next view by this count
  const session = view.session;
  renderBoard(document, view);
  renderLog(document, view.log);
  renderDecision(view);
  const over = view.game_over;
  document.body.dataset.over = over ? "yes" : "no";
  if (over) {
    const result = view.winner === null || view.winner === undefined ? "The game is a draw" : `P${view.winner + 1} wins`;
    setStatus(`${result}.`);
  } else if (session.kind === "game") {
    setStatus(session.mode === "hotseat" ? "hot-seat game" : `against the ${session.agent} agent`);
  }
  if (session.kind !== "game") renderStepper(session);
  // Hot-seat: when the other seat must decide, hide this seat's hand until they take the screen.
  const curtain = $("#curtain");
  curtain.hidden = true;
  if (session.kind === "game" && session.mode === "hotseat" && session.deciding !== null
      && `P${session.deciding + 1}` !== state.player) {
    curtain.hidden = false;
    $("#reveal").textContent = `P${session.deciding + 1} to decide: show P${session.deciding + 1}'s view`;
    document.body.classList.add("curtained");
  } else {
    document.body.classList.remove("curtained");
  }
}

function renderDecision(view) {
  const p = view.pending;
  const prompt = $("#prompt");
  const box = $("#choices");
  box.replaceChildren();
  if (view.game_over) {
    prompt.textContent = view.winner === null || view.winner === undefined ? "The game is a draw." : `P${view.winner + 1} wins.`;
    if (state.mode === "game") {
      const a = document.createElement("a");
      a.href = `/api/games/${state.id}/record`;
      a.textContent = "Download the game record";
      a.id = "record-link";
      box.append(a);
    }
    return;
  }
  const who = state.mode !== "game" ? "Waiting for" : p.player === view.viewer ? "You" : "Waiting for";
  prompt.textContent = `${who} P${p.player + 1} — ${p.kind}${p.prompt ? `: ${p.prompt}` : ""}`;
  for (const choice of view.choices) {
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = choice.label;
    b.dataset.action = choice.action;
    b.title = choice.action;
    if (choice.action === "concede") b.classList.add("concede");
    b.addEventListener("click", () => send(choice.action));
    box.append(b);
  }
}

// --- replays and scenarios --------------------------------------------------------------------------------

async function openFile(kind, file) {
  if (!file) return;
  const text = await file.text();
  try {
    const made = await api(`/api/${kind}s`, { method: "POST", body: text });
    closeSocket();
    state.id = made.id;
    state.steps = made.steps;
    state.step = 0;
    showTable(kind);
    history.replaceState(null, "", `#${kind}=${made.id}`);
    await loadStep(0);
  } catch (e) {
    showStart();
    $("#start-error").textContent = `${file.name}: ${e.message}`;
  }
}

async function loadStep(step) {
  step = Math.max(0, Math.min(state.steps, step));
  const player = document.querySelector('input[name="viewer"]:checked').value;
  try {
    const view = await api(`/api/${state.mode}s/${state.id}/${step}?player=${player}`);
    state.step = step;
    show(view);
  } catch (e) {
    showError(e.message);
  }
}

function renderStepper(session) {
  $("#position").textContent = session.kind === "replay"
    ? `action ${session.step} / ${session.steps}`
    : `step ${session.step} / ${session.steps}`;
  $("#first").disabled = $("#prev").disabled = session.step === 0;
  $("#next").disabled = $("#last").disabled = session.step >= session.steps;
  const next = $("#next-action");
  const script = $("#script");
  script.replaceChildren();
  if (session.kind === "replay") {
    next.textContent = session.next_action ? `next: ${session.next_action}` : "the end of the record";
    setStatus(`replay: ${session.deck_names.join(" vs ") || "a game record"}`);
    return;
  }
  next.textContent = "";
  setStatus(`scenario: ${session.name} — ${session.passed} passed, ${session.failed} failed so far`);
  session.script.forEach((s, i) => {
    const li = document.createElement("li");
    li.className = "script-step";
    if (i === session.step) li.classList.add("current");
    if (i > session.step) li.classList.add("later");
    li.textContent = s.line ? `line ${s.line}: ${s.text}` : s.text;
    li.addEventListener("click", () => loadStep(i));
    for (const r of s.results) {
      const res = document.createElement("div");
      res.className = `result ${r.passed ? "pass" : "fail"}`;
      res.textContent = `${r.passed ? "✓" : "✗"} ${r.text}${r.detail ? ` — ${r.detail}` : ""}`;
      li.append(res);
    }
    script.append(li);
  });
}

// --- cards and rules --------------------------------------------------------------------------------------

async function showCard(name) {
  const info = $("#info");
  try {
    const card = await api(`/api/cards?name=${encodeURIComponent(name)}`);
    info.replaceChildren();
    for (const f of card.faces) {
      const h = document.createElement("h3");
      h.textContent = `${f.name} ${f.mana_cost || ""}`;
      const t = document.createElement("p");
      t.className = "type";
      t.textContent = f.type_line + (f.power !== null ? ` — ${f.power}/${f.toughness}` : "")
        + (f.loyalty !== null ? ` — loyalty ${f.loyalty}` : "");
      const o = document.createElement("p");
      o.className = "oracle";
      o.textContent = f.text;
      info.append(h, t, o);
    }
    const rulings = document.createElement("ul");
    rulings.className = "rulings";
    for (const r of card.rulings) {
      const li = document.createElement("li");
      li.textContent = `${r.date}: ${r.text}`;
      rulings.append(li);
    }
    if (card.rulings.length) {
      const h = document.createElement("h4");
      h.textContent = "Rulings";
      info.append(h, rulings);
    }
  } catch (e) {
    info.textContent = e.message;
  }
}

async function showRule(number) {
  const info = $("#info");
  try {
    const rule = await api(`/api/rules/${encodeURIComponent(number)}`);
    info.replaceChildren();
    const h = document.createElement("h3");
    h.textContent = `Rule ${rule.number}`;
    const t = document.createElement("pre");
    t.className = "rule-text";
    t.textContent = rule.text;
    const d = document.createElement("p");
    d.className = "hint";
    d.textContent = `Comprehensive Rules, effective ${rule.effective}`;
    info.append(h, t, d);
  } catch (e) {
    info.textContent = e.message;
  }
}

// --- wiring -----------------------------------------------------------------------------------------------

document.addEventListener("click", (event) => {
  const rule = event.target.closest("a.rule");
  if (rule) {
    event.preventDefault();
    showRule(rule.dataset.rule);
    return;
  }
  const card = event.target.closest(".card, .stack-item");
  if (card) showCard(card.dataset.name);
});

document.addEventListener("keydown", (event) => {
  if (state.mode !== "replay" && state.mode !== "scenario") return;
  if (event.target.tagName === "INPUT" || event.target.tagName === "SELECT") return;
  const moves = { ArrowLeft: state.step - 1, ArrowRight: state.step + 1, Home: 0, End: state.steps };
  if (event.key in moves) {
    event.preventDefault();
    loadStep(moves[event.key]);
  }
});

window.addEventListener("resize", () => drawArrows(document));

function init() {
  $("#new-game").addEventListener("submit", startGame);
  $("#nav-new").addEventListener("click", showStart);
  $("#open-replay").addEventListener("change", (e) => openFile("replay", e.target.files[0]));
  $("#open-scenario").addEventListener("change", (e) => openFile("scenario", e.target.files[0]));
  $("#first").addEventListener("click", () => loadStep(0));
  $("#prev").addEventListener("click", () => loadStep(state.step - 1));
  $("#next").addEventListener("click", () => loadStep(state.step + 1));
  $("#last").addEventListener("click", () => loadStep(state.steps));
  for (const r of document.querySelectorAll('input[name="viewer"]')) r.addEventListener("change", () => loadStep(state.step));
  $("#reveal").addEventListener("click", () => {
    const p = state.view.session.deciding;
    state.player = `P${p + 1}`;
    history.replaceState(null, "", `#game=${state.id}&player=${state.player}`);
    connect();
  });
  $("#mode").addEventListener("change", () => {
    $("#agent").disabled = $("#mode").value !== "agent";
  });
  loadOptions().catch((e) => { $("#start-error").textContent = e.message; });
  // A game's id in the address (after a reload): reopen it.
  const params = new URLSearchParams(location.hash.slice(1));
  if (params.get("game")) openGame(params.get("game"), params.get("player") || "P1", null);
  document.body.dataset.ready = "yes";
}

init();
