// Draws one player's view (the server's Observation JSON) as a board: both battlefields, the viewer's hand,
// graveyards, exile, the stack with arrows to its targets, life and counters, attackers and blockers.

const el = (tag, cls, text) => {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
};

// A reference to a player is negative: -1 is P1, -2 is P2 (as the engine's targets and attacks name them).
export const playerRef = (ref) => (ref < 0 ? -ref - 1 : null);

export function typeLine(c) {
  const left = [...c.supertypes, ...c.types].join(" ");
  return c.subtypes.length ? `${left} — ${c.subtypes.join(" ")}` : left;
}

function nameOf(view, id) {
  if (id === 0) return "nothing"; // a blocker whose attackers left combat blocks nothing (509.1h)
  const p = playerRef(id);
  if (p !== null) return `P${p + 1}`;
  for (const group of [view.battlefield, view.hand, view.exile, view.stack, ...view.graveyards]) {
    const found = group.find((c) => c.id === id);
    if (found) return found.name;
  }
  return `#${id}`;
}

export function cardFrame(c, view) {
  const f = el("div", "card");
  f.dataset.id = c.id;
  f.dataset.name = c.name;
  f.tabIndex = 0;
  for (const color of c.colors) f.classList.add(`c-${color}`);
  if (!c.colors.length) f.classList.add(c.types.includes("Land") ? "c-land" : "c-none");
  if (c.tapped) f.classList.add("tapped");
  if (c.attacking) f.classList.add("attacking");
  if (c.blocking.length) f.classList.add("blocking");
  const head = el("div", "head");
  head.append(el("span", "name", c.name), el("span", "cost", c.mana_cost));
  f.append(head, el("div", "type", typeLine(c)));
  const text = el("div", "text", c.text);
  f.append(text);
  const badges = el("div", "badges");
  const badge = (t, cls) => badges.append(el("span", `badge ${cls || ""}`, t));
  if (c.tapped) badge("tapped", "tap");
  if (c.sick && c.types.includes("Creature")) badge("sick", "sick");
  if (c.token) badge("token");
  if (c.damage) badge(`${c.damage} damage`, "dmg");
  for (const [kind, n] of c.counters) badge(`${n} ${kind}`, "ctr");
  if (c.attacking) badge(`attacking ${nameOf(view, c.attacking)}`, "atk");
  if (c.blocking.length) badge(`blocking ${c.blocking.map((a) => nameOf(view, a)).join(", ")}`, "blk");
  if (c.attached_to) badge(`on ${nameOf(view, c.attached_to)}`);
  f.append(badges);
  if (c.power !== null && c.power !== undefined) f.append(el("div", "pt", `${c.power}/${c.toughness}`));
  f.title = `${c.name} ${c.mana_cost}\n${typeLine(c)}\n${c.text}`;
  return f;
}

function zoneList(title, cards, view, cls) {
  const box = el("details", `zone ${cls}`);
  box.open = cards.length > 0 && cards.length <= 6;
  box.append(el("summary", "", `${title} (${cards.length})`));
  const row = el("div", "row small");
  for (const c of cards) row.append(cardFrame(c, view));
  box.append(row);
  return box;
}

function playerPanel(view, index) {
  const p = view.players[index];
  const box = el("div", "player");
  box.dataset.player = index;
  if (view.active === index) box.classList.add("active");
  if (view.pending.player === index && !view.game_over) box.classList.add("deciding");
  const watching = document.body.dataset.mode !== "game";  // a replay or a scenario: seen from a seat
  const you = index === view.viewer ? (watching ? " (view)" : " (you)") : "";
  box.append(el("span", "pname", `P${index + 1}${you}`));
  box.append(el("span", "life", `♥ ${p.life}`));
  if (p.poison) box.append(el("span", "poison", `☠ ${p.poison}`));
  box.append(el("span", "stat", `library ${p.library_size}`));
  box.append(el("span", "stat hand-size", `hand ${p.hand_size}`));
  if (p.pool.length) box.append(el("span", "stat pool", `pool ${p.pool.join("")}`));
  box.append(el("span", "stat", `lands played ${p.lands_played}/${p.land_plays}`));
  if (p.lost) box.append(el("span", "lost", "lost"));
  return box;
}

function battlefield(view, index) {
  const mine = view.battlefield.filter((c) => c.controller === index);
  const lands = mine.filter((c) => c.types.includes("Land") && !c.types.includes("Creature"));
  const others = mine.filter((c) => !lands.includes(c));
  const box = el("div", "battlefield");
  const front = el("div", "row creatures");
  const back = el("div", "row lands");
  for (const c of others) front.append(cardFrame(c, view));
  for (const c of lands) back.append(cardFrame(c, view));
  // The viewer's lands are nearest to them: opponents' lands sit on top.
  if (index === view.viewer) box.append(front, back);
  else box.append(back, front);
  return box;
}

function side(view, index, host) {
  host.replaceChildren();
  const zones = el("div", "zones");
  zones.append(zoneList("Graveyard", view.graveyards[index], view, "graveyard"));
  zones.append(zoneList("Exile", view.exile.filter((c) => c.owner === index), view, "exile"));
  const tops = view.library_tops.filter((c) => c.owner === index);
  if (tops.length) zones.append(zoneList("Library top", tops, view, "library-top"));
  host.dataset.player = index;
  host.append(playerPanel(view, index), battlefield(view, index), zones);
}

function stackItem(view, item) {
  const li = el("li", "stack-item");
  li.dataset.id = item.id;
  li.dataset.name = item.name;  // a click shows the card (an ability's source) with its rulings
  if (item.announcing) li.classList.add("announcing");
  const kind = item.kind === "spell" ? "" : ` (${item.kind} ability)`;
  li.append(el("div", "name", `${item.name}${kind}`));
  li.append(el("div", "who", `P${item.controller + 1}${item.announcing ? " — being cast" : ""}`));
  if (item.x !== null && item.x !== undefined) li.append(el("div", "x", `X = ${item.x}`));
  const targets = item.targets.flat();
  if (targets.length) li.append(el("div", "targets", `→ ${targets.map((t) => nameOf(view, t)).join(", ")}`));
  li.append(el("div", "text", item.text));
  li.dataset.targets = JSON.stringify(targets);
  return li;
}

// Arrows from each stack object to the objects and players it targets (601.2c).
export function drawArrows(root) {
  const svg = root.querySelector("#arrows");
  const box = root.querySelector("#board").getBoundingClientRect();
  svg.setAttribute("width", box.width);
  svg.setAttribute("height", box.height);
  svg.replaceChildren();
  const ns = "http://www.w3.org/2000/svg";
  const defs = document.createElementNS(ns, "defs");
  defs.innerHTML = '<marker id="head" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" '
    + 'orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="#d33"/></marker>';
  svg.append(defs);
  for (const item of root.querySelectorAll("#stack .stack-item")) {
    const from = item.getBoundingClientRect();
    for (const t of JSON.parse(item.dataset.targets || "[]")) {
      const p = playerRef(t);
      const target = p !== null
        ? root.querySelector(`#board .player[data-player="${p}"]`)
        : root.querySelector(`#board .card[data-id="${t}"]`);
      if (!target) continue;
      const to = target.getBoundingClientRect();
      const line = document.createElementNS(ns, "path");
      const x1 = from.left - box.left, y1 = from.top + from.height / 2 - box.top;
      const x2 = to.left + to.width / 2 - box.left, y2 = to.top + to.height / 2 - box.top;
      const mx = (x1 + x2) / 2, my = Math.min(y1, y2) - 40;
      line.setAttribute("d", `M${x1},${y1} Q${mx},${my} ${x2},${y2}`);
      line.setAttribute("class", "arrow");
      line.setAttribute("marker-end", "url(#head)");
      line.dataset.from = item.dataset.id;
      line.dataset.to = t;
      svg.append(line);
    }
  }
}

const STEPS = {
  untap: "Untap", upkeep: "Upkeep", draw: "Draw", main1: "Precombat main", beginning_of_combat: "Beginning of combat",
  declare_attackers: "Declare attackers", declare_blockers: "Declare blockers", combat_damage: "Combat damage",
  end_of_combat: "End of combat", main2: "Postcombat main", end: "End", cleanup: "Cleanup",
};

export function renderBoard(root, view) {
  const me = view.viewer;
  side(view, 1 - me, root.querySelector("#side-top"));
  side(view, me, root.querySelector("#side-bottom"));
  const hand = root.querySelector("#hand");
  hand.replaceChildren(...view.hand.map((c) => cardFrame(c, view)));
  root.querySelector("#hand-area h2").textContent = `Hand of P${me + 1} (${view.hand.length})`;
  const stack = root.querySelector("#stack");
  // Top of the stack first (405.1: the last item is the top).
  stack.replaceChildren(...[...view.stack].reverse().map((s) => stackItem(view, s)));
  root.querySelector("#stack-area").classList.toggle("empty", view.stack.length === 0);
  const step = STEPS[view.step] || view.step;
  root.querySelector("#turn").textContent = view.starting
    ? "Starting the game (103)"
    : `Turn ${view.turn} · P${view.active + 1}'s turn · ${step}`;
  const combat = root.querySelector("#combat");
  combat.replaceChildren();
  if (view.combat) {
    for (const [a, what] of view.combat.attackers) combat.append(el("div", "atk", `${nameOf(view, a)} attacks ${nameOf(view, what)}`));
    for (const [b, a] of view.combat.blockers) combat.append(el("div", "blk", `${nameOf(view, b)} blocks ${nameOf(view, a)}`));
  }
  requestAnimationFrame(() => drawArrows(root));
}

export function renderLog(root, lines) {
  const log = root.querySelector("#log");
  log.replaceChildren();
  for (const line of lines) {
    const li = el("li", "log-line", line.text);
    for (const r of line.rules) {
      const a = el("a", "rule", r);
      a.href = `#rule-${r}`;
      a.dataset.rule = r;
      li.append(" ", a);
    }
    log.append(li);
  }
  log.scrollTop = log.scrollHeight;
}
