"""An information-set Monte Carlo tree search agent (issue 14): single-observer IS-MCTS (Cowling, Powley
and Whitehouse 2012) over the engine's own `clone()` and `apply`.

Each simulation
1. *determinizes* the game from what the deciding player has seen (`determinize`): every card in a hidden
   zone the player can't look at (400.2: the opponent's hand, both libraries but a top card they may look
   at, 401.5) is dealt again at random from the pool of such cards of the same owner, and the game's
   secret generator gets a fresh key, so neither the real hidden cards nor the real future shuffles and
   draws (401.2, state/rng.py) are ever read. The pool of a player's unseen cards is what their deck list
   leaves once their seen cards are taken out (open deck lists); which unseen card sits where is never used:
   the pool is sorted before it is dealt, so two games that differ only there give the same search.
2. walks the tree from the root, choosing at each searched decision the action with the best UCB1 score
   among those legal in this determinization (availability counts, IS-MCTS), and adds one new node;
3. plays the rest out with the heuristic agent for both players (or the random one), up to
   `rollout_turns` more turns, and scores the result: 1 or 0 for a game won or lost, else a heuristic
   evaluation of life, board and cards (`evaluate`);
4. backs the score up, each node counting it from the side of the player who chose it.
The action played is the heuristic's own choice unless another candidate's mean score beats it by `margin`
(the search corrects the heuristic where it sees a clear gain, and otherwise keeps its plan).

Only real decisions are searched: priority (117), attackers (508.1) and blockers (509.1). A decision with one
legal action is taken at once; announcing answers (targets, X), payments, mulligans and orderings are left
to the heuristic agent, which also orders and prunes
the candidates (the heuristic's own choice first, at most `top_k`). At priority only the moments a real
choice is usual are searched: one's own main phase, a spell or ability on the stack, combat tricks after
blockers (509) and the opponent's end step.

The budget is `simulations` per decision, or `time_ms` (then the agent is no longer deterministic). With a
simulation budget, the same seed always gives the same choices.

A play loop hands this agent the Game (it has `searches = True`; see base.seen_by); given only an
Observation it plays as the heuristic agent does.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import msgspec

from lithoform.play.agents import knowledge as k
from lithoform.play.agents.heuristic import HeuristicAgent
from lithoform.play.agents.random_agent import RandomAgent
from lithoform.play.game import visible_to
from lithoform.play.observation import Observation, observe
from lithoform.state.actions import PASS, Action
from lithoform.state.model import HAND, LIBRARY, STACK, GameState, Obj, zone_key
from lithoform.state.rng import seed_key

if TYPE_CHECKING:
    from lithoform.play.game import Game

SEARCHED = ("priority", "attackers", "blockers")  # targets, X and payments: the heuristic's plan answers


@dataclass
class Node:
    """A tree node: the action that led here, chosen by `player`; `reward` sums the scores from that
    player's side; `avail` counts the simulations in which the action was legal (IS-MCTS)."""

    player: int = -1
    visits: int = 0
    reward: float = 0.0
    avail: int = 0
    children: dict[Action, Node] = field(default_factory=dict)


def unseen_slots(game: Game, viewer: int) -> dict[int, list[int]]:
    """By owner, the ids of the cards in hidden zones that `viewer` can't see now (400.2): the other
    players' hands and every library, but a top card the viewer may look at (401.5) and the cards their
    own pending decision shows them (a search). In zone order; ids in hidden zones carry no information
    (they are drawn from the secret generator, issue 20)."""
    state, p = game.state, game.pending
    slots: dict[int, list[int]] = {}
    for owner in range(len(state.players)):
        zones = [zone_key(LIBRARY, owner)] + ([zone_key(HAND, owner)] if owner != viewer else [])
        for key in zones:
            for oid in state.zones[key]:
                if not visible_to(state, oid, viewer, p):
                    slots.setdefault(owner, []).append(oid)
    return slots


def determinize(game: Game, viewer: int, rng: random.Random) -> Game:
    """A copy of `game` consistent with what `viewer` has seen, its unseen cards dealt at random from their
    owner's pool (sorted first: which unseen card was where is never read) and its generator re-keyed."""
    copy = game.clone()
    copy.seed = None  # the real seed rebuilds every hidden card
    state = copy.state
    mapping: dict[int, str] = {}
    for _owner, ids in sorted(unseen_slots(game, viewer).items()):
        names = sorted(_card(state, oid) for oid in ids)
        rng.shuffle(names)
        mapping.update(zip(ids, names, strict=True))
    _deal(state, mapping)
    # 401.2: the real future shuffles and draws stay secret: a key of our own for this copy's generator
    state.rng_key = seed_key(rng.getrandbits(64))
    state.rng = 0
    return copy


def _card(state: GameState, oid: int) -> str:
    obj = state.objects[oid]
    assert isinstance(obj, Obj)
    return obj.card


def _deal(state: GameState, mapping: dict[int, str]) -> None:
    """Puts the dealt cards in place, here and in the snapshot an announcement would roll back to (733)."""
    objects = state.objects
    for oid, name in mapping.items():
        obj = objects.get(oid)
        if isinstance(obj, Obj) and obj.card != name:
            state.put_obj(msgspec.structs.replace(obj, card=name))
    state.characteristics_changed()
    state.memo = {}
    if state.rollback is not None:
        state.rollback = state.rollback.clone()
        _deal(state.rollback, mapping)


def evaluate(seen: Observation, reach_weight: bool = True) -> float:
    """A score in (0, 1) for `seen.viewer` of an unfinished game: life, the worth of the creatures and other
    permanents on each side, and cards in hand (a logistic of the weighted difference)."""
    if seen.game_over:
        return 0.5 if seen.winner is None else float(seen.winner == seen.viewer)
    me, opp = seen.viewer, 1 - seen.viewer
    board = [0.0, 0.0]
    for c in seen.battlefield:
        if c.controller in (0, 1):
            board[c.controller] += k.card_value(c) if not c.is_type("Land") else 0.6
    life = seen.players[me].life - seen.players[opp].life
    hand = seen.players[me].hand_size - seen.players[opp].hand_size
    score = 0.12 * life + 0.12 * (board[me] - board[opp]) + 0.25 * hand
    # losing: a low life total is worth more than its difference says. The opponent's is counted less the
    # damage the burn in the viewer's hand can deal (its reach: spells that deal damage to a target of the
    # caster's choice can go to the face), so holding burn near lethal is valued as being near the win.
    opp_life = seen.players[opp].life
    if reach_weight:
        opp_life -= reach(seen)
    score += 0.3 * (min(seen.players[me].life, 5) - min(max(opp_life, 0), 5))
    return 1.0 / (1.0 + math.exp(-score))


def reach(seen: Observation) -> int:
    """The damage the burn spells in the viewer's own hand would deal to a player (a card's printed text is
    public; the viewer's hand is theirs to see). X spells count as 0: their X depends on the mana."""
    total = 0
    for card in seen.hand:
        spell = card.spell
        if (spell is not None and k.is_burn(card) and not k.has_x(card)
                and any(t.kind in ("any", "player", "opponent") for t in spell.targets)):
            total += k.damage(spell.effect)
    return total


class MCTSAgent:
    """IS-MCTS with a simulation (or time) budget per decision; see the module's docstring."""

    searches = True

    def __init__(self, seed: int = 0, simulations: int = 24, time_ms: float | None = None,
                 rollout_turns: int = 1, rollout: str = "heuristic", top_k: int = 6,
                 exploration: float = 0.7, margin: float = 0.05, auto_mana: bool = True,
                 reach: bool = True) -> None:
        if simulations < 1 and time_ms is None:
            raise ValueError("the budget needs simulations >= 1 or a time_ms")
        if rollout not in ("heuristic", "random"):
            raise ValueError(f"rollout must be 'heuristic' or 'random', not {rollout!r}")
        self.seed = seed
        self.rng = random.Random(seed)
        self.simulations, self.time_ms = simulations, time_ms
        self.rollout_turns, self.rollout, self.top_k, self.c = rollout_turns, rollout, top_k, exploration
        self.margin = margin
        self.auto_mana, self.reach = auto_mana, reach
        self.heuristic = HeuristicAgent(seed)
        self.searched = 0  # decisions searched, and simulations run (for benchmarks)
        self.sims = 0

    def choose(self, seen: Observation | Game) -> Action:
        if isinstance(seen, Observation):
            return self.heuristic.choose(seen)
        game = seen
        viewer = game.pending.player
        obs = observe(game, viewer)
        # The heuristic answers every decision, so its plans (targets for the spell it began) stay current.
        suggestion = self.heuristic.choose(obs)
        candidates = self._candidates(obs, suggestion)
        if len(candidates) <= 1:
            return suggestion
        choice = self._search(game, viewer, candidates)
        if choice != suggestion and obs.pending.kind == "priority":
            self.heuristic.plan = None  # its plan was not taken: announce by what the effect does
        return choice

    # --- which decisions, which actions ------------------------------------------------------------------

    def _candidates(self, obs: Observation, suggestion: Action) -> list[Action]:
        """The actions worth searching, the heuristic's choice first; [] if the decision is not searched."""
        p = obs.pending
        if obs.starting or p.kind not in SEARCHED:
            return []
        legal = [a for a in obs.legal_actions if a.kind not in ("concede", "cancel")]
        if len(legal) <= 1:
            return []
        if p.kind == "priority":
            if not _real_priority(obs):
                return []
            legal = _priority_options(obs, legal)
        ordered = [suggestion] + [a for a in legal if a != suggestion]
        return ordered[:self.top_k] if suggestion in legal else ordered[1:self.top_k + 1]

    # --- the search --------------------------------------------------------------------------------------------

    def _search(self, game: Game, viewer: int, candidates: list[Action]) -> Action:
        root = Node(player=viewer)
        deadline = time.perf_counter() + self.time_ms / 1000 if self.time_ms is not None else None
        runs = 0
        while True:
            if deadline is not None:
                if time.perf_counter() >= deadline and runs > 0:
                    break
            elif runs >= self.simulations:
                break
            self._simulate(game, viewer, root, candidates)
            runs += 1
        self.searched += 1
        self.sims += runs
        # Anchored on the heuristic (candidates[0]): another action is taken only when its mean score beats
        # the heuristic's by `margin`, after at least two simulations: with a few dozen noisy rollouts, a
        # small difference is noise, and deviating on noise plays worse than the heuristic alone.
        best, best_score = candidates[0], -1.0
        for i, a in enumerate(candidates):
            n = root.children.get(a)
            if n is None or n.visits < (1 if i == 0 else 2):
                continue
            score = n.reward / n.visits + (self.margin if i == 0 else 0.0)
            if score > best_score:
                best, best_score = a, score
        return best

    def _simulate(self, game: Game, viewer: int, root: Node, candidates: list[Action]) -> None:
        sim_seed = self.rng.getrandbits(64)
        rng = random.Random(sim_seed)
        det = determinize(game, viewer, rng)
        if self.auto_mana:
            # The game option (issue 13) in the simulated game only: a cost is paid in one `autopay`, as the
            # heuristic pays anyway, and no mana ability is listed at priority, so each step lists less.
            det.auto_mana = True
        agents: list[HeuristicAgent | RandomAgent] = [
            (HeuristicAgent if self.rollout == "heuristic" else RandomAgent)(sim_seed + p) for p in range(2)]
        path = [root]
        node, first = root, True
        start_turn = det.state.turn
        expanded = False
        steps = 0
        while not det.is_over and not expanded and steps < 400:
            player = det.pending.player
            seen = observe(det, player)
            suggestion = agents[player].choose(seen)
            if first:
                options, first = candidates, False
            else:
                options = self._candidates(seen, suggestion) if isinstance(agents[player], HeuristicAgent) \
                    else []
            if not options:
                det.apply(suggestion)
                steps += 1
                continue
            legal = [a for a in options if a in set(seen.legal_actions)]
            if not legal:  # nothing searched is legal in this determinization: play on
                det.apply(suggestion)
                steps += 1
                continue
            for a in legal:
                child = node.children.get(a)
                if child is not None:
                    child.avail += 1
            fresh = [a for a in legal if a not in node.children]
            if fresh:
                action = fresh[0]
                node.children[action] = Node(player=player, avail=1)
                expanded = True
            else:
                action = max(legal, key=lambda a: self._ucb(node.children[a]))
            if action != suggestion and isinstance(agents[player], HeuristicAgent):
                agents[player].plan = None
            node = node.children[action]
            path.append(node)
            det.apply(action)
            steps += 1
        # the rollout
        limit = start_turn + self.rollout_turns
        while not det.is_over and det.state.turn <= limit and steps < 1500:
            if _idle(det.state):
                det.apply(PASS)  # the rollout's policy passes at once where the heuristic nearly always does
            else:
                player = det.pending.player
                det.apply(agents[player].choose(observe(det, player)))
            steps += 1
        value = evaluate(observe(det, viewer), self.reach)
        for n in path:
            n.visits += 1
            n.reward += value if n.player == viewer else 1.0 - value

    def _ucb(self, node: Node) -> float:
        return node.reward / node.visits + self.c * math.sqrt(math.log(max(node.avail, 1)) / node.visits)


def _idle(state: GameState) -> bool:
    """A priority decision with an empty stack in a step where the heuristic only ever burns for lethal: the
    rollout passes without looking (upkeep, draw, beginning of combat, the other player's main phase...)."""
    if (state.priority < 0 or state.zones[STACK] or state.question is not None or state.announcing
            or state.game_over or (state.combat is not None and state.combat.stage)):
        return False
    step = state.step
    if step in ("main1", "main2"):
        return state.priority != state.active
    if step == "end":
        return state.priority == state.active
    return step != "declare_blockers"


def _real_priority(obs: Observation) -> bool:
    """The moments a priority decision is searched: one's own main phase with an empty stack, an opponent's
    spell or ability on the stack, combat after blockers are declared (509), the opponent's end step."""
    if obs.stack:
        return obs.stack[-1].controller != obs.viewer
    if obs.active == obs.viewer:
        return obs.step in ("main1", "main2", "declare_blockers")
    return obs.step in ("declare_blockers", "end")


def _priority_options(obs: Observation, legal: list[Action]) -> list[Action]:
    """Priority actions without mana abilities (605: they only make mana, the payment step uses them) and
    with one land of each name (playing either of two Mountains is the same)."""
    by_id = {c.id: c for c in (*obs.battlefield, *obs.hand)}
    out: list[Action] = []
    lands: set[str] = set()
    for a in legal:
        if a.kind == "activate" and len(a.args) >= 2:
            card = by_id.get(int(a.args[0]))
            n = int(a.args[1])
            if card is not None and 1 <= n <= len(card.activated) and k.is_mana_ability(card.activated[n - 1]):
                continue
        if a.kind == "play":
            card = by_id.get(int(a.args[0]))
            if card is not None:
                if card.name in lands:
                    continue
                lands.add(card.name)
        out.append(a)
    return out
