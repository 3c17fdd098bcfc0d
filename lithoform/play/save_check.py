"""The meaning of a loaded game state: every reference it holds points at something that exists.

msgspec checks a saved game's types; this checks what the values refer to, so a tampered or damaged file
fails on loading, naming the JSON path of its first bad value, instead of crashing a later
`legal_actions()`: card names the engine knows, faces the card has, players in the game, all zones
present, and `next_id` above every id in use (400.7: new objects take fresh ids).
"""

from __future__ import annotations

from collections.abc import Iterator

from lithoform.catalog.registry import UnknownCardDefinition, get_def
from lithoform.rules.turn.steps import STEPS
from lithoform.state.model import PLAYER_ZONES, SHARED_ZONES, GameState, Obj, StackAbility, zone_key
from lithoform.state.rng import HIDDEN_ID_BASE

MAX_PLAYERS = 8


def problems(s: GameState) -> Iterator[str]:
    """Each bad value of `s`, as 'PATH: what is wrong' (the first is enough to refuse the file)."""
    n = len(s.players)
    if not 2 <= n <= MAX_PLAYERS:
        yield f"$.players: {n} players; a game has 2 to {MAX_PLAYERS}"
        return
    for i, p in enumerate(s.players):
        if p.index != i:
            yield f"$.players[{i}].index: {p.index}, but it is player {i}"
    players = range(n)

    def player(path: str, value: int | None, none_ok: bool = False, minus_one_ok: bool = False) -> Iterator[str]:
        if value is None and none_ok or value == -1 and minus_one_ok:
            return
        if value not in players:
            yield f"{path}: {value!r} is not a player (0 to {n - 1})"

    yield from player("$.active", s.active)
    yield from player("$.first_player", s.first_player)
    yield from player("$.priority", s.priority, minus_one_ok=True)
    yield from player("$.winner", s.winner, none_ok=True)
    if s.step not in STEPS:
        yield f"$.step: {s.step!r} is not a step ({', '.join(STEPS)})"
    expected = {zone_key(z, p) for z in PLAYER_ZONES for p in players} | set(SHARED_ZONES)
    for key in sorted(expected - set(s.zones)):
        yield f"$.zones.{key}: missing"
    for key in sorted(set(s.zones) - expected):
        if ":" in key:  # a player's zone of an unknown kind or player; a key without one may be a mechanic's
            yield f"$.zones.{key}: not a zone of a {n}-player game"  # own list (phasing's, 702.26)
    for i, obj in enumerate(s.objects.values()):  # in the file's order
        yield from _object(f"$.objects[{i}]", obj, n)
    yield from _outside(s.outside, n)
    yield from _commanders(s, n)
    for i, obj in enumerate(s.lki.values()):
        yield from _object(f"$.lki[{i}]", obj, n)
    # Public objects count up from 1; hidden ones (HIDDEN_ID_BASE and above) are drawn at random (issue 20)
    # and new_id skips them, so only the counted ids bound next_id.
    used = max([0, *(i for i in (*s.objects, *s.lki) if i < HIDDEN_ID_BASE)])
    if s.next_id <= used:
        yield f"$.next_id: {s.next_id}, but id {used} is already in use (new objects need fresh ids, 400.7)"
    for field in ("waiting", "delayed", "effects", "replacements"):  # the records that have a controller
        for i, item in enumerate(getattr(s, field)):
            yield from player(f"$.{field}[{i}].controller", item.controller)
    for i, w in enumerate(s.waiting):
        if w.source not in s.objects and w.source not in s.lki:
            yield f"$.waiting[{i}].source: {w.source} is no object, past or present (608.2h)"
    if s.announcing and s.announcing not in s.objects:
        yield f"$.announcing: {s.announcing} is not an object"
    q = s.question
    if q is not None:
        yield from player("$.question.player", q.player)
        bad = [o for o in q.picked if o not in q.options]
        if bad or len(set(q.picked)) != len(q.picked) or len(q.picked) > q.max:
            yield f"$.question.picked: {list(q.picked)}: not distinct options of the question, at most {q.max}"


def _object(path: str, obj: Obj | StackAbility, n: int) -> Iterator[str]:
    if obj.id <= 0:
        yield f"{path}.id: {obj.id}; object ids are positive (negative numbers are players)"
    if obj.controller not in range(n):
        yield f"{path}.controller: {obj.controller!r} is not a player (0 to {n - 1})"
    if isinstance(obj, StackAbility):
        return
    if obj.owner not in range(n):
        yield f"{path}.owner: {obj.owner!r} is not a player (0 to {n - 1})"
    if obj.printed is not None or obj.copied is not None and obj.token:
        return  # a token's (or copy's) own values: no card to look up (111.4, 707.2)
    try:
        card = get_def(obj.card)
    except UnknownCardDefinition as e:
        yield f"{path}.card: {e}"
        return
    if not 0 <= obj.face < len(card.faces):
        yield f"{path}.face: {obj.face}, but {obj.card!r} has {len(card.faces)} face(s)"


VARIANTS = ("", "commander", "brawl")  # 903, 903.12


def _commanders(s: GameState, n: int) -> Iterator[str]:
    """903.3: each commander is a known card of a player in the game; 903.10a: damage dealt to players in it."""
    if s.variant not in VARIANTS:
        yield f"$.variant: {s.variant!r} is not a variant ({', '.join(repr(v) for v in VARIANTS)})"
    if s.commanders and not s.variant:
        yield "$.commanders: commanders in a game that is no Commander game (903.3; variant is '')"
    for i, c in enumerate(s.commanders):
        if c.owner not in range(n):
            yield f"$.commanders[{i}].owner: {c.owner!r} is not a player (0 to {n - 1})"
        try:
            get_def(c.card)
        except UnknownCardDefinition as e:
            yield f"$.commanders[{i}].card: {e}"
        if c.casts < 0 or any(d < 0 or p not in range(n) for p, d in c.damage):
            yield f"$.commanders[{i}]: a negative count, or damage to a player not in the game"


def _outside(outside: tuple[tuple[str, ...], ...], n: int) -> Iterator[str]:
    """400.11a: each player's cards outside the game (their sideboard) are known cards."""
    if len(outside) > n:
        yield f"$.outside: cards outside the game for {len(outside)} players in a {n}-player game"
        return
    for p, names in enumerate(outside):
        for j, name in enumerate(names):
            try:
                get_def(name)
            except UnknownCardDefinition as e:
                yield f"$.outside[{p}][{j}]: {e}"
