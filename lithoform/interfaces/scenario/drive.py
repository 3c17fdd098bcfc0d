"""A player's step as engine actions: `cast` / `activate` begin an announcement whose decisions (mode,
additional cost, X, targets, division, sacrifice, payment: 601.2b-h, 602.2b) are answered in the order the
engine poses them, from what the step says; `play`, `pass` and `choose` are one action each.

Strict: a decision the step doesn't answer is taken only when it has a single legal answer. When probing
(`can` / `cannot`), each legal answer to an unanswered decision is tried instead, on clones.
"""

from __future__ import annotations

import dataclasses

from lithoform.cards.mana_abilities import mana_part
from lithoform.cards.nodes.abilities import SPLIT_LAYOUTS
from lithoform.catalog.registry import get_def
from lithoform.interfaces.scenario.declare import (
    assign_damage,
    declare_attackers,
    declare_blockers,
    trigger_order,
)
from lithoform.interfaces.scenario.engine import (
    Rejected,
    StepFailure,
    announcing,
    answers,
    apply,
    pending_text,
    ref_text,
)
from lithoform.interfaces.scenario.model import KEEP, Act, Answers, PaySource
from lithoform.interfaces.scenario.refs import (
    PLAYERS,
    AmbiguousRef,
    NotAChoice,
    RefError,
    Refs,
    known,
    object_name,
    player_name,
)
from lithoform.play.game import Game
from lithoform.rules.stack.permissions import permissions
from lithoform.state.actions import Action
from lithoform.state.decisions import Pending
from lithoform.state.model import player_ref

_PLAIN_PAYMENT = {"pay", "autopay", "activate", "cancel"}
PROBE_BUDGET = 400  # engine actions tried at most for one `can` / `cannot`


class Plan:
    """The answers of one step, consumed in order as the engine asks."""

    def __init__(self, answers: Answers, targets: list[int] | None, sacrifice: list[int] | None,
                 refs: Refs, player: int) -> None:
        self.a = answers
        self.targets = targets
        self.sacrifice = sacrifice
        self.refs = refs
        self.player = player
        self.used: dict[str, int] = {"targets": 0, "modes": 0, "sacrifice": 0, "discard": 0, "tap": 0, "exile": 0,
                                     "return": 0, "remove": 0}
        self.asked: set[str] = set()

    def clone(self) -> Plan:
        new = Plan(self.a, self.targets, self.sacrifice, self.refs, self.player)
        new.used = dict(self.used)
        new.asked = set(self.asked)
        return new

    def respond(self, game: Game, p: Pending) -> bool:
        """Answers the decision if the step says how; False if it doesn't."""
        kind = p.kind
        self.asked.add(kind)
        a = self.a
        if kind == "mode" and a.modes is not None and not self.used["modes"]:
            self.used["modes"] = len(a.modes)  # 700.2: the modes are chosen together
            numbers = [m if isinstance(m, int) else p.options[option_index(p, m, game)] for m in a.modes]
            apply(game, "mode " + " ".join(map(str, sorted(numbers))))
        elif kind == "mode" and a.option is not None and not self.used["modes"]:
            self.used["modes"] = 1
            apply(game, f"mode {p.options[option_index(p, a.option, game)]}")
        elif kind == "alternative":
            self._alternative(game)
        elif kind == "additional":
            # (a multikicker cost is asked again after each payment: `kicker: N` pays it N times, 702.33c)
            paid = a.kicker if a.kicker is not None and self.used.get("cost", 0) < a.kicks else None
            if paid and p.labels and ":" in p.labels[0]:  # a cost offered by another card (splice, 702.47a)
                if not _offered_label(p.labels[0]).startswith(paid.lower().replace(":", " ")):
                    apply(game, "additional none")  # 'kicker: splice Glacial Ray': not this card's
                    return True
                paid = p.labels[0]
            self.used["cost"] = self.used.get("cost", 0) + 1 if paid else max(self.used.get("cost", 0), 1)
            apply(game, f"additional {'kicker' if paid and paid.lower() == 'kicker' else paid or 'none'}")
        elif kind == "x" and a.x is not None:
            apply(game, f"x {a.x}")
        elif kind == "target" and self.targets is not None:
            return self._target(game, p)
        elif kind == "divide" and a.divide is not None:
            apply(game, "divide " + " ".join(map(str, a.divide)))
        elif kind == "sacrifice" and self.sacrifice is not None and self.used["sacrifice"] < len(self.sacrifice):
            self.used["sacrifice"] += 1
            apply(game, f"sacrifice {self.sacrifice[self.used['sacrifice'] - 1]}")
        elif kind == "tap" and a.tap is not None and self.used["tap"] < len(a.tap):
            self.used["tap"] += 1  # 601.2h: a permanent tapped to pay the cost (crew, 702.122a)
            apply(game, f"tap {self.refs.find(game, a.tap[self.used['tap'] - 1], [('battlefield', self.player)])}")
        elif kind == "discard" and a.discard is not None and self.used["discard"] < len(a.discard):
            self.used["discard"] += 1
            card = a.discard[self.used["discard"] - 1]
            try:
                apply(game, f"discard {self.refs.among(game, card, p.options)}")
            except NotAChoice as e:
                raise Rejected(str(e)) from None
        elif kind in ("exile", "return", "remove") and self._cost_cards(kind) is not None \
                and self.used[kind] < len(self._cost_cards(kind) or ()):
            # 601.2h: a card exiled from the hand, a permanent returned to hand, or one a counter is removed from
            self.used[kind] += 1
            ref = (self._cost_cards(kind) or ())[self.used[kind] - 1]
            try:
                apply(game, f"{kind} {self.refs.among(game, ref, p.options)}")
            except NotAChoice as e:
                raise Rejected(str(e)) from None
        elif kind == "pay":
            self._pay(game, p)
        else:
            return False
        return True

    def _cost_cards(self, kind: str) -> tuple[str, ...] | None:
        return {"exile": self.a.exile, "return": self.a.returned, "remove": self.a.remove_from}[kind]

    def _alternative(self, game: Game) -> None:
        """118.9: `kicker: NAME` names an alternative cost too; otherwise the mana cost is paid."""
        names = {str(act.args[0]).lower(): str(act.args[0]) for act in game.legal_actions()
                 if act.kind == "alternative" and act.args[0] != "none"}
        wanted = (self.a.kicker or "").lower()
        if wanted in names:
            self.used["cost"] = 1
            apply(game, f"alternative {names[wanted]}")
        else:
            apply(game, "alternative none")

    def _target(self, game: Game, p: Pending) -> bool:
        assert self.targets is not None
        i = self.used["targets"]
        if i < len(self.targets):
            self.used["targets"] += 1
            apply(game, f"target {ref_text(self.targets[i])}")
            return True
        if Action("done") in game.legal_actions():
            apply(game, "done")
            return True
        raise Rejected(f"{game.describe(p.object)} needs more targets than the {len(self.targets)} given "
                       f"({p.prompt})")

    def _pay(self, game: Game, p: Pending) -> None:
        """601.2g-h: `pay: auto` lets the engine's auto-payer activate mana abilities; a list names them."""
        if self.a.pay is None:
            for action in ("pay", "autopay"):
                if Action(action) in game.legal_actions():
                    apply(game, action)
                    return
            raise Rejected(f"{player_name(p.player)} can't pay {p.prompt.removeprefix('pay ')} for "
                           f"{game.describe(p.object)}")
        for source in self.a.pay:
            self._activate_source(game, source, p.player)
        if game.pending is None or game.pending.kind != "pay":
            return  # paid in full in other ways than mana (601.2h): the spell became cast
        pays = [a for a in game.legal_actions() if a.kind == "pay"]
        if not pays:
            pool = " ".join(f"{{{m.type}}}" for m in game.state.players[p.player].pool) or "nothing"
            raise Rejected(f"the mana from {_sources_text(self.a.pay)} ({pool}) doesn't pay {p.prompt}")
        apply(game, pays[0])

    def _activate_source(self, game: Game, source: PaySource, player: int) -> None:
        mana = [a for a in game.legal_actions() if a.kind == "activate"]
        if source.sacrifice:  # 605.3a: what the mana ability's cost sacrifices is part of its activation
            try:
                sac = {f"sac:{self.refs.find(game, s, [('battlefield', player)])}" for s in source.sacrifice}
            except AmbiguousRef:
                raise
            except RefError as e:
                raise Rejected(f"{source.ref} can't sacrifice it: {e}") from None
            mana = [a for a in mana if {str(x) for x in a.args[2:] if str(x).startswith("sac:")} == sac]
        if source.tap:  # 602.2b: what the mana ability's cost taps besides its source (Springleaf Drum)
            try:
                tap = {f"tap:{self.refs.find(game, s, [('battlefield', player)])}" for s in source.tap}
            except AmbiguousRef:
                raise
            except RefError as e:
                raise Rejected(f"{source.ref} can't tap it: {e}") from None
            mana = [a for a in mana if {str(x) for x in a.args[2:] if str(x).startswith("tap:")} == tap]
        if source.ref is None:  # a mana symbol: any source that makes it, single-color sources first
            fits = [a for a in mana if source.color in _makes(game, a)]
            fits.sort(key=lambda a: len(_makes(game, a)))
            if not fits:
                raise Rejected(f"no untapped source can make {{{source.color}}}")
            apply(game, fits[0])
            return
        candidates = self.refs.find_all(game, source.ref, [("battlefield", self.player)])
        if self._pay_otherwise(game, source):
            return
        if not candidates:  # 113.6m: a mana ability that functions in the hand (Simian Spirit Guide's)
            candidates = self.refs.find_all(game, source.ref, [("hand", self.player)])
        if not candidates:
            raise StepFailure(f"{source.ref!r} names no permanent (nor card in hand) of {player_name(self.player)} "
                              "to pay with")
        for oid in candidates:  # identical sources may repeat in the list: take the next usable one
            options = [a for a in mana if a.args[0] == oid]
            if not options:
                continue
            if source.color is not None:
                options = [a for a in options if f"mana:{source.color}" in a.args or _makes(game, a) == [source.color]]
            else:
                options.sort(key=lambda a: _need_rank(game, a))
            if options:
                apply(game, options[0])
                return
        raise Rejected(f"{source.ref} can't be activated for mana now" +
                       (f" (for {{{source.color}}})" if source.color else "") +
                       (f" sacrificing {', '.join(source.sacrifice)}" if source.sacrifice else ""))

    def _pay_otherwise(self, game: Game, source: PaySource) -> bool:
        """601.2h: a source that pays part of the cost in another way than mana (a creature convoking, an
        artifact improvising, a card in the graveyard exiled for delve: 702.51a, 702.126a, 702.66a), when
        it has no mana ability to activate now. True if it paid."""
        if source.ref is None or source.color is not None or source.sacrifice:
            return False
        where = [("battlefield", self.player), ("graveyard", self.player)]
        oids = set(self.refs.find_all(game, source.ref, where))
        actions = game.legal_actions()
        if any(a.kind == "activate" and a.args[0] in oids for a in actions):
            return False  # its mana ability pays
        other = [a for a in actions if a.kind not in _PLAIN_PAYMENT and a.args and a.args[0] in oids]
        if not other:
            return False
        apply(game, other[-1])  # convoke's last option for a creature is 'generic'
        return True

    def leftovers(self) -> list[str]:
        """Answers the step gave that the engine never asked for."""
        a = self.a
        out = []
        if self.targets is not None and self.used["targets"] < len(self.targets):
            out.append(f"targets: {len(self.targets)} given, {self.used['targets']} chosen")
        if a.modes is not None and self.used["modes"] < len(a.modes):
            out.append(f"modes: {len(a.modes)} given, {self.used['modes']} chosen")
        if self.sacrifice is not None and self.used["sacrifice"] < len(self.sacrifice):
            out.append(f"sacrifice: {len(self.sacrifice)} given, {self.used['sacrifice']} asked for")
        if a.discard is not None and self.used["discard"] < len(a.discard):
            out.append(f"discard: {len(a.discard)} given, {self.used['discard']} asked for")
        for key in ("exile", "return", "remove"):
            given = self._cost_cards(key)
            if given is not None and self.used[key] < len(given):
                name = "remove_from" if key == "remove" else key  # the step's key
                out.append(f"{name}: {len(given)} given, {self.used[key]} asked for")
        for key, given in (("x", a.x), ("divide", a.divide)):
            if given is not None and key not in self.asked:
                out.append(f"{key} was given but never asked for")
        if a.option is not None and not self.used["modes"]:
            out.append(f"option {a.option!r} was given but no decision of the announcement has named options")
        if a.kicker is not None and not self.used.get("cost"):
            out.append(f"{a.kicker} was given but the card has no such cost")
        return out


def _sources_text(sources: tuple[PaySource, ...]) -> str:
    return ", ".join(s.ref or f"{{{s.color}}}" for s in sources)


def _makes(game: Game, action: Action) -> list[str]:
    """The colors a mana-ability activation can make (its `mana:` choice, if it has one)."""
    for extra in action.args[2:]:
        if str(extra).startswith("mana:"):
            return [str(extra)[5:]]
    ability = game.chars(int(action.args[0])).activated[int(action.args[1]) - 1]
    effect = mana_part(ability.effect)
    if effect is not None:
        return [o.strip("{}") for o in effect.options]
    return []


def _need_rank(game: Game, action: Action) -> int:
    """Prefers the color the cost being paid still needs (a source that offers several)."""
    p = game.pending
    obj = game.state.objects.get(p.object)
    cost = obj.choices.cost if obj is not None and obj.choices is not None else None
    pool = {m.type for m in game.state.players[p.player].pool}
    needed = [s for s in (cost.symbols if cost is not None else ()) if s not in pool]
    made = _makes(game, action)
    return 0 if made and made[0] in needed else 1


# --- performing a step ---------------------------------------------------------------------------------------


def perform(game: Game, refs: Refs, act: Act, probe: bool = False) -> Game:
    """Performs `act` on `game`; returns the game played on (a clone of it when probing found a way).
    Raises Rejected when the engine refuses, StepFailure when the script can't go on."""
    p = game.pending
    if act.player is not None and p.kind not in ("priority", "game_over") and act.player != p.player:
        apply(game, "pass", player=act.player)  # refused by the engine with only 'P1 is deciding' (issue 20)
    if act.verb == "choose":
        return choose(game, refs, act)
    if p.kind != "priority":
        if p.kind == "game_over":
            raise Rejected("the game is over")
        raise StepFailure(f"a decision comes first, and no `choose` answers it: {pending_text(game, p)}")
    player = p.player if act.player is None else act.player
    if p.player != player:
        raise Rejected(f"{player_name(player)} doesn't have priority: {player_name(p.player)} has it (117)")
    if act.verb == "pass":
        apply(game, "pass")
        return game
    if act.verb == "play":
        oid = refs.find_card(game, _card(act), [(act.zone, player)])
        if act.zone != "hand":
            via_of(game, oid, act, player)  # 305.1: the permission to play it from there
        face = _modal_face(game, oid, act)
        apply(game, f"play {oid}" + (f" {face}" if face else ""))
        return game
    if act.verb == "turn":  # 116.2b, 702.37e: a special action, no announcement
        oid = refs.find(game, _card(act), [("battlefield", player)])
        how = " mana" if (act.via or "").lower() == "mana" else ""
        if not how:  # the only way to turn it up, when that is another (a manifested card's mana cost, 701.40b)
            ways = {" ".join(str(x) for x in a.args[1:]) for a in game.legal_actions()
                    if a.kind == "turn" and a.args and a.args[0] == oid}
            if len(ways) == 1 and "" not in ways:
                how = " " + ways.pop()
        apply(game, f"turn {oid}{how}")
        return game
    if act.verb == "suspend":  # 116.2f, 702.62a: a special action, no announcement
        apply(game, f"suspend {refs.find_card(game, _card(act), [('hand', player)])}")
        return game
    if act.verb == "companion":  # 116.2g, 702.139a: a special action, no announcement
        apply(game, "companion")
        return game
    if act.verb == "foretell":  # 702.143a, 116.2h: a special action, no announcement
        oid = refs.find_card(game, _card(act), [("hand", player)])
        apply(game, f"foretell {oid}")
        return game
    if act.verb == "cast":
        oid = refs.find_card(game, _card(act), [(act.zone, player)])
        first = f"cast {oid}"
        if act.via is not None and act.zone == "hand":
            first += f" {act.via.strip().lower()}"  # 702.37c: cast face down with its morph ability
        elif act.zone != "hand":
            first += f" {via_of(game, oid, act, player)}"
            face = (_split_half(game, oid, act) or 0) if act.face is not None else 0
            if face:  # 709.3, 712.11b, 715.3: a split card's right half, a modal double-faced card's back face, an Adventure
                first += f" {face}"
        else:
            half = _split_half(game, oid, act)
            if half is not None:
                first += f" {half}"
    else:
        # 602.2: another player's permanent last ('Any player may activate this ability.')
        oid = refs.find(game, _card(act), [("battlefield", player), ("hand", player), ("graveyard", player),
                                           ("battlefield", None)])
        n = _ability_number(game, oid, act)
        if _is_mana_ability(game, oid, n):
            _activate_mana(game, refs, act, oid, n, player)
            return game
        first = f"activate {oid} {n}"
    # References are read before the spell moves to the stack: `stack:top` is what was there (601.2a).
    targets = [refs.target(game, t, player) for t in act.answers.targets] if act.answers.targets is not None else None
    sacrifice = ([refs.find(game, s, [("battlefield", player)]) for s in act.answers.sacrifice]
                 if act.answers.sacrifice is not None else None)
    plan = Plan(act.answers, targets, sacrifice, refs, player)
    apply(game, first)
    announced = game.pending.object if announcing(game) else 0
    if announced:
        game, plan = complete(game, plan, announced, probe, [PROBE_BUDGET])
        _check_costs(game, act.answers, announced)
    problems = plan.leftovers()
    if problems:
        message = "the step says more than the engine asked: " + "; ".join(problems)
        raise Rejected(message) if probe else StepFailure(message)
    return game


# Other words a scenario may use for a permission's name (`via`); the engine's names are accepted as they are.
VIA_WORDS = {"without paying its mana cost": "free", "free cast": "free", "from exile": "exile",
             "from the top of your library": "library", "from your graveyard": "graveyard"}


def via_of(game: Game, oid: int, act: Act, player: int) -> str:
    """601.3: a card outside its owner's hand is cast (or played, 305.1) only under a permission a rule or
    effect gives; the one that applies, or the one `via` names when several do (each has its costs)."""
    found = list(dict.fromkeys(p.via for p in permissions(game.state, player) if p.oid == oid))
    name = object_name(game, oid) or act.card  # (a face-down card, foretold, has no name: 708.2)
    verb = "play" if act.verb == "play" else "cast"
    if not found:
        raise Rejected(f"nothing lets {player_name(player)} {verb} {name} from the {act.zone} (601.3)")
    if act.via is None:
        if len(found) > 1:
            raise StepFailure(f"{name} can be {verb}{'ed' if verb == 'play' else ''} from the {act.zone} in "
                              f"{len(found)} ways ({', '.join(found)}): say which with `via:`")
        return found[0]
    wanted = act.via.strip().lower()
    wanted = VIA_WORDS.get(wanted, wanted)
    if wanted not in found:
        raise Rejected(f"{name} can't be {verb}{'ed' if verb == 'play' else ''} from the {act.zone} via "
                       f"{act.via!r}; what lets {player_name(player)} do it: {', '.join(found)}")
    return wanted


def option_index(p: Pending, text: str, game: Game | None = None) -> int:
    """The index of the pending decision's option whose text is `text` (case-insensitive; a unique prefix
    is enough; else, an extension, a unique part of it). Options that are objects or players (a decision
    with no option texts) read as their names. Raises Rejected when none or several fit."""
    labels = p.labels
    if not labels and game is not None and p.options and all(
            o < 0 or known(game, o) is not None for o in p.options) and 0 not in p.options:
        labels = tuple(player_name(-o - 1) if o < 0 else object_name(game, o) for o in p.options)
    if not labels:
        raise StepFailure(f"the decision ({p.prompt}) has no options named by text; answer it another way")
    want, names = _plain(text), [_plain(label) for label in labels]
    want = _COLOR_LETTERS.get(want, want) if _COLOR_LETTERS.get(want) in names else want
    exact = [i for i, n in enumerate(names) if n == want]
    fits = exact or [i for i, n in enumerate(names) if n.startswith(want)] or [
        i for i, n in enumerate(names) if want in n]  # a prefix, else (an extension) a part of the text
    if len(fits) == 1:
        return fits[0]
    shown = "; ".join(repr(label) for label in labels)
    if not fits:
        raise Rejected(f"no option of the decision ({p.prompt}) reads {text!r}; the options: {shown}")
    if len({names[i] for i in fits}) == 1:
        return fits[0]  # identical options (two effects alike) are equivalent
    raise Rejected(f"{text!r} fits {len(fits)} options of the decision ({p.prompt}); the options: {shown}")


_COLOR_LETTERS = {"w": "white", "u": "blue", "b": "black", "r": "red", "g": "green"}


def _plain(text: str) -> str:
    """Text compared case-insensitively, spaces collapsed, mana braces dropped ({R} reads as R)."""
    return " ".join(text.lower().replace("{", "").replace("}", "").split())


def _split_half(game: Game, oid: int, act: Act) -> int | None:
    """709.3: a split card is cast as one of its halves (`face`), named by its name; the engine's action is
    `cast ID N`, N the half's index in the card's definition."""
    card = get_def(game.state.objects[oid].card)
    names = [f.name for f in card.faces]
    if card.layout in ("modal_dfc", "transform", "adventure"):
        return _modal_face(game, oid, act) or None
    if card.layout not in SPLIT_LAYOUTS:
        if act.face is not None and act.face not in names:
            raise StepFailure(f"{object_name(game, oid)} has no face {act.face!r}")
        return None
    if act.face is not None:
        if act.face == card.name:  # 702.102a: both halves, a fused split spell (`face: Far // Away`)
            return len(names)
        if act.face not in names:
            raise StepFailure(f"{card.name} has no half named {act.face!r}; its halves: {', '.join(names)}")
        return names.index(act.face)
    raise StepFailure(f"{card.name} is a split card: say which half is cast with `face:` ({' or '.join(names)}, "
                      f"709.3)")


def _modal_face(game: Game, oid: int, act: Act) -> int:
    """712.11b, 712.12: a modal double-faced card is cast or played as the face named by `face` (the front
    face when none is named, 712.11); a transforming double-faced card is cast with its front face up
    (712.11), so only that face can be named."""
    card = get_def(game.state.objects[oid].card)
    names = [f.name for f in card.faces]
    if act.face is None:
        return 0
    if act.face not in names:
        raise StepFailure(f"{object_name(game, oid)} has no face {act.face!r}; its faces: {', '.join(names)}")
    index = names.index(act.face)
    if index and card.layout not in ("modal_dfc", "adventure"):  # 715.3: an Adventure is chosen as it is cast
        raise StepFailure(f"{card.name} is cast or played with its front face up (712.11): {names[0]}")
    return index


def _card(act: Act) -> str:
    assert act.card is not None
    return act.card


def _ability_number(game: Game, oid: int, act: Act) -> int:
    n = len(game.chars(oid).activated)
    if n == 0:  # (Dryad Arbor under Humility): nothing to activate now
        raise Rejected(f"{object_name(game, oid)} has no activated abilities now")
    if act.ability is not None:
        if act.ability > n:
            raise Rejected(f"{object_name(game, oid)} has {n} activated abilit{'y' if n == 1 else 'ies'} now, "
                           f"not {act.ability}")
        return act.ability
    if n == 1:
        return 1
    raise AmbiguousRef(f"{object_name(game, oid)} has {n} activated abilities; say which with `ability: N`")


def _is_mana_ability(game: Game, oid: int, n: int) -> bool:
    activated = game.chars(oid).activated
    return 1 <= n <= len(activated) and activated[n - 1].mana


def _activate_mana(game: Game, refs: Refs, act: Act, oid: int, n: int, player: int) -> None:
    """605.3a: a mana ability is activated and resolves at once; its color and sacrifice are in the action."""
    a = act.answers
    action = f"activate {oid} {n}"
    options = _makes(game, Action("activate", (oid, n)))
    if a.mana is not None:
        action += f" mana:{a.mana}"
    elif len(options) > 1:
        raise StepFailure(f"{object_name(game, oid)} makes {' or '.join('{' + o + '}' for o in options)}: "
                          "say which with `mana:`")
    for s in a.sacrifice or ():
        action += f" sac:{refs.find(game, s, [('battlefield', player)])}"
    for t in a.tap or ():  # 602.2b: a creature tapped for the cost (Springleaf Drum)
        action += f" tap:{refs.find(game, t, [('battlefield', player)])}"
    apply(game, action)


def complete(game: Game, plan: Plan, oid: int, probe: bool, budget: list[int]) -> tuple[Game, Plan]:
    """Answers the announcement of `oid` until it is complete (601.2i, 602.2b); returns the game and the
    plan as they ended (a branch's, when probing)."""
    while announcing(game, oid):
        p = game.pending
        if plan.respond(game, p):
            continue
        options = answers(game)
        if len(options) == 1:
            apply(game, options[0])
            continue
        if not probe:
            raise StepFailure(f"the step doesn't say how to answer: {pending_text(game, p)}")
        refusal: Rejected | None = None
        for option in options:
            budget[0] -= 1
            if budget[0] < 0:
                raise StepFailure("too many possibilities to explore; say more (targets, x...)")
            branch, branch_plan = game.clone(), plan.clone()
            try:
                apply(branch, option)
                return complete(branch, branch_plan, oid, probe, budget)
            except Rejected as e:
                refusal = e
        raise refusal or Rejected(f"no way to answer {p.kind} ({p.prompt})")
    return game, plan


def _check_costs(game: Game, answers: Answers, oid: int) -> None:
    """Cost choices the engine makes itself (a fixed number of counters or sacrifices) are checked."""
    obj = game.state.known(oid)
    choices = getattr(obj, "choices", None)
    if choices is None:
        return
    if answers.remove_counters is not None and choices.counters_removed != answers.remove_counters:
        raise StepFailure(f"remove_counters: {answers.remove_counters} given, the cost removed "
                          f"{choices.counters_removed}")
    if answers.sacrifice_count is not None and len(choices.sacrificed) != answers.sacrifice_count:
        raise StepFailure(f"sacrifice: {answers.sacrifice_count} given, {len(choices.sacrificed)} sacrificed")


def _declared_nothing_unasked(game: Game, act: Act) -> bool:
    """`block: {}` (`attack: []`) in the declare blockers (attackers) step that the game didn't ask for, since
    no creature could block (attack): declaring none is what happened (509.1a, 508.1a), so the step is done."""
    a, step = act.answers, game.state.step
    return (a.blockers == () and step == "declare_blockers") or (a.attackers == () and step == "declare_attackers")


def _declared_something_unasked(game: Game, act: Act) -> str:
    """Why a non-empty `block:` (`attack:`) in the declare blockers (attackers) step that the game didn't ask
    for is illegal: no creature could block (attack), so none was asked for (509.1a, 508.1a); or the
    declaration was made already. Empty when the step is another."""
    a, step, combat = act.answers, game.state.step, game.state.combat
    if a.blockers and step == "declare_blockers":
        if combat is not None and combat.blockers:
            return "blockers have been declared already this combat (509.1)"
        return "no creature can block now, so no blockers may be declared (509.1a)"
    if a.attackers and step == "declare_attackers":
        if combat is not None and combat.attackers:
            return "attackers have been declared already this combat (508.1)"
        return "no creature can attack now, so no attackers may be declared (508.1a)"
    return ""


def _one_card_or_none(game: Game) -> int | None:
    """The card of a decision whose only answers are that one card or none ("You may reveal that card"),
    which `yes` / `no` answer; else None."""
    picks = {tuple(a.args) for a in game.legal_actions() if a.kind == "choose"}
    singles = [x for x in picks if len(x) == 1]
    return int(singles[0][0]) if len(picks) == 2 and () in picks and len(singles) == 1 else None


def choose(game: Game, refs: Refs, act: Act) -> Game:
    """Answers the pending decision that isn't priority: a "may", cards, the order of triggers, or the
    announcement of a triggered ability (its targets, mode, X, division)."""
    p = game.pending
    if p.kind == "priority" and _declared_nothing_unasked(game, act):
        return game
    if p.kind == "priority" and (why := _declared_something_unasked(game, act)):
        raise Rejected(why)
    if p.kind in ("priority", "game_over"):
        raise StepFailure(f"there is nothing to choose: {player_name(p.player)} has priority" if
                          p.kind == "priority" else "there is nothing to choose: the game is over")
    if act.player is not None and p.player != act.player:
        raise Rejected(f"the decision is {player_name(p.player)}'s, not {player_name(act.player)}'s: "
                       f"{pending_text(game, p)}")
    a = act.answers
    if a.option is not None and not announcing(game):
        index = option_index(p, a.option, game)
        apply(game, f"choose {p.options[index]}")
    elif p.kind in ("may", "mulligan") and a.may is not None:  # 103.5: 'yes' takes a mulligan, 'no' keeps
        apply(game, "yes" if a.may else "no")
    elif p.kind == "mulligan" and a.cards is not None:  # 103.5b: a card's action at the declaration (Serum Powder)
        offered = tuple(x.args[0] for x in game.legal_actions() if x.kind == "choose")
        try:
            (card,) = [refs.among(game, c, offered) for c in a.cards]
        except NotAChoice as e:
            raise Rejected(f"{e}: no action of it may be taken at this mulligan declaration (103.5b)") from None
        except ValueError:
            raise Rejected("one card's action is taken at a time at a mulligan declaration (103.5b)") from None
        apply(game, f"choose {card}")
    elif p.kind == "new_targets" and a.new_targets is not None:
        apply(game, "choose " + " ".join(ref_text(r) for r in new_targets(game, refs, p, a.new_targets)))
    elif p.kind == "amount" and a.amount is not None:
        if a.amount not in p.options:
            raise Rejected(f"{player_name(p.player)} can pay from 0 to {max(p.options, default=0)}, not "
                           f"{a.amount} ({p.prompt})")
        apply(game, f"choose {a.amount}")
    elif p.kind == "choose" and a.copy_of is not None:
        try:
            ids = [refs.among(game, c, p.options) for c in a.copy_of]
        except NotAChoice as e:
            raise Rejected(f"{e}: it can't be copied ({p.prompt})") from None
        apply(game, " ".join(["choose", *map(str, ids)]))
    elif p.kind == "choose" and a.may is not None and (one := _one_card_or_none(game)) is not None:
        apply(game, f"choose {one}" if a.may else "choose")  # "you may reveal that card": yes / no
    elif p.kind == "choose" and a.cards is not None:
        ids: list[int] = []
        try:
            for c in a.cards:
                ids.append(refs.among(game, c, p.options, ids))
        except NotAChoice as e:
            raise Rejected(str(e)) from None
        apply(game, "choose " + " ".join(map(str, ids)))
    elif p.kind == "order" and a.order is not None:
        apply(game, "order " + " ".join(map(str, trigger_order(game, refs, p, a.order))))
    elif p.kind == "attackers" and a.attackers is not None:
        declare_attackers(game, refs, a.attackers)
    elif p.kind == "blockers" and a.blockers is not None:
        declare_blockers(game, refs, p.player, a.blockers)
    elif p.kind == "damage" and a.damage is not None:
        assign_damage(game, refs, p, a.damage)
    elif announcing(game):
        targets = [refs.target(game, t, p.player) for t in a.targets] if a.targets is not None else None
        plan = Plan(a, targets, None, refs, p.player)
        if not plan.respond(game, p):
            raise StepFailure(f"the step doesn't answer it: {pending_text(game, p)}")
        game, plan = complete(game, plan, p.object, False, [0])
        problems = plan.leftovers()
        if problems:
            raise StepFailure("the step says more than the engine asked: " + "; ".join(problems))
    else:
        raise StepFailure(f"the step doesn't answer the pending decision: {pending_text(game, p)}")
    return game


_ANSWERED_BY: dict[str, tuple[str, ...]] = {
    "may": ("may",), "mulligan": ("may",), "new_targets": ("new_targets",), "amount": ("amount",), "choose": ("cards", "copy_of"),
    "order": ("order",), "attackers": ("attackers",), "blockers": ("blockers",), "damage": ("damage",),
}
_ANNOUNCING_ANSWERS = ("targets", "modes", "x", "divide", "option")


def answers_kind(a: Answers, kind: str) -> bool:
    """Whether a `choose` with these answers says something for a decision of this kind (a decision of an
    announcement: targets, modes, X or a division)."""
    keys = _ANSWERED_BY.get(kind, _ANNOUNCING_ANSWERS)
    return any(getattr(a, key) is not None for key in keys) or (a.option is not None and kind in ("choose", "mode"))


def new_targets(game: Game, refs: Refs, p: Pending, wanted: str | tuple[str, ...]) -> list[int]:
    """707.10c: one target per position of the copy, from that position's group (its current target first,
    then every other legal one); `keep` keeps the current one."""
    groups = p.groups
    if isinstance(wanted, str):
        wanted = (KEEP,) * len(groups)
    if len(wanted) != len(groups):
        raise Rejected(f"new_targets gives {len(wanted)} target(s); the copy has {len(groups)} "
                       f"(the number of targets can't change, 707.10c)")
    out = []
    for position, (ref, group) in enumerate(zip(wanted, groups, strict=True), 1):
        if ref == KEEP:
            out.append(group[0])
            continue
        if ref in PLAYERS:
            chosen = player_ref(PLAYERS[ref])
            if chosen not in group:
                raise Rejected(f"{ref} is not a legal new target for target {position} of the copy")
        else:
            try:
                chosen = refs.among(game, ref, group)
            except NotAChoice as e:
                raise Rejected(f"target {position} of the copy: {e}") from None
        out.append(chosen)
    return out


def probe(game: Game, refs: Refs, act: Act) -> tuple[bool, str]:
    """Whether `act` is legal now, tried on a clone: (legal, why). A split card's `cast` with no `face`
    asks whether either half can be cast."""
    refusals = []
    for variant in _variants(game, refs, act):
        try:
            perform(game.clone(), refs, variant, probe=True)
        except Rejected as e:
            refusals.append(f"{variant.face}: {e}" if variant.face != act.face else str(e))
            continue
        return True, "legal" if variant.face == act.face else f"legal (as {variant.face})"
    return False, "; ".join(refusals)


def _variants(game: Game, refs: Refs, act: Act) -> list[Act]:
    if act.verb != "cast" or act.face is not None or act.player is None:
        return [act]
    found = refs.find_all(game, _card(act), [(act.zone, act.player)])
    if len(found) > 1 and act.zone == "hand":
        found = [refs.find_card(game, _card(act), [(act.zone, act.player)])]  # copies of one card
    card = get_def(game.state.objects[found[0]].card) if len(found) == 1 else None
    if card is None or card.layout not in SPLIT_LAYOUTS:  # (`perform` says what is wrong with the reference)
        return [act]
    return [dataclasses.replace(act, face=f.name) for f in card.faces]


def _offered_label(label: str) -> str:
    """'splice:Glacial_Ray#12' read as 'splice glacial ray': what `kicker: splice Glacial Ray` names."""
    return label.rsplit("#", 1)[0].replace(":", " ").replace("_", " ").lower()
