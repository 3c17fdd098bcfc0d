"""Setting up a board and driving a game: casting, activating, passing priority, combat, and answering
the copy and payment questions."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from lithoform import Game
from lithoform.play.agents import RandomAgent
from lithoform.play.starter_decks import FOUR_COLOR, RED_ARTIFACTS, expand
from lithoform.state.actions import Action
from support.reading import ref_text, untapped

# --- setting up ---------------------------------------------------------------------------------------------


def board(p1: dict[str, Any] | None = None, p2: dict[str, Any] | None = None, *, active: str = "P1",
          step: str = "main1", turn: int = 3, seed: int = 0) -> Game:
    """A game set up at the start of `step` of `turn`, the active player holding priority. A player with
    no library given gets twenty basic lands (see Game.from_board)."""
    setup = {"active": active, "turn": turn, "step": step, "P1": p1 or {}, "P2": p2 or {}}
    return Game.from_board(setup, seed=seed)


def lands(name: str, n: int) -> dict[str, Any]:
    """One battlefield entry: `n` permanents named `name`."""
    return {"card": name, "count": n}


def basics(**counts: int) -> list[dict[str, Any]]:
    """Battlefield entries for basic lands: basics(Island=2, Mountain=1)."""
    return [lands(name, n) for name, n in counts.items() if n]


# --- announcing (601.2) -------------------------------------------------------------------------------------


def legal(game: Game, text: str) -> bool:
    return Action.parse(text) in game.legal_actions()


def _id(game: Game, card: int | str, zone: str | None = None) -> int:
    return card if isinstance(card, int) else game.find(card, zone=zone)


def _announce(game: Game, targets: tuple[int | str, ...], *, mode: int | None = None,
              kicker: bool | None = None, x: int | None = None, sacrifice: Iterable[int] = (),
              divide: tuple[int, ...] | None = None, pay: bool = True) -> int:
    """Makes the choices of 601.2b-c and 601.2d in order, then autopays (601.2g-h) when `pay`. Returns the
    id of the object being announced."""
    oid = game.state.announcing or game.state.stack[-1]
    if mode is not None:
        game.apply(f"mode {mode}")
    if kicker is not None:
        game.apply("additional kicker" if kicker else "additional none")
    if x is not None:
        game.apply(f"x {x}")
    for t in targets:
        game.apply(f"target {t}")
    while targets and game.pending.kind == "target" and legal(game, "done"):
        game.apply("done")  # a requirement with a variable number of targets (601.2c)
    for s in sacrifice:
        game.apply(f"sacrifice {s}")
    if divide is not None:
        game.apply("divide " + " ".join(str(n) for n in divide))
    if pay and game.pending.kind == "pay":
        game.apply("autopay")
    return oid


def cast(game: Game, card: int | str, *targets: int | str, face: int | None = None, mode: int | None = None,
         kicker: bool | None = None, x: int | None = None, divide: tuple[int, ...] | None = None,
         pay: bool = True) -> int:
    """Casts `card` (an id, or a name found in a hand; a split card's half `face`), choosing the mode,
    kicker, X and `targets` in order and paying with the auto-payer. Returns the id of the spell on the
    stack (a new object, 400.7)."""
    game.apply(f"cast {_id(game, card, 'hand')}" + (f" {face}" if face is not None else ""))
    return _announce(game, targets, mode=mode, kicker=kicker, x=x, divide=divide, pay=pay)


def activate(game: Game, source: int | str, n: int = 1, *targets: int | str, mode: int | None = None,
             sacrifice: Iterable[int] = (), divide: tuple[int, ...] | None = None, pay: bool = True) -> int:
    """Activates the `n`th activated ability of `source` (printed order, mana abilities and equip
    included): chooses the mode, the targets and what to sacrifice, then autopays. Returns the id of the
    ability on the stack."""
    game.apply(f"activate {_id(game, source)} {n}")
    return _announce(game, targets, mode=mode, sacrifice=sacrifice, divide=divide, pay=pay)


def cast_actions(game: Game) -> list[str]:
    """The legal cast actions, as text."""
    return [str(a) for a in game.legal_actions() if a.kind == "cast"]


def castable(game: Game, name: str) -> bool:
    """Whether the card `name` (the object `game.find` finds) may be cast now."""
    return f"cast {game.find(name)}" in [str(a) for a in game.legal_actions()]


def actions(game: Game) -> list[str]:
    """The legal actions, as text."""
    return [str(a) for a in game.legal_actions()]


def target_options(game: Game, card: str) -> tuple[int, ...]:
    """Begins to cast `card` from a hand and returns the objects it may target (601.2c; 115)."""
    game.apply(f"cast {game.find(card, zone='hand')}")
    assert game.pending.kind == "target", game.pending
    return game.pending.options


def can_activate(game: Game, source: int) -> bool:
    return any(a.kind == "activate" and a.args[:1] == (source,) for a in game.legal_actions())


# --- passing priority (117) ---------------------------------------------------------------------------------


def pass_both(game: Game) -> None:
    """117.4: both players pass in succession: the top of the stack resolves (or the step ends)."""
    assert game.pending.kind == "priority", game.pending
    game.apply("pass")
    assert game.pending.kind == "priority", game.pending
    game.apply("pass")


def resolve_top(game: Game) -> None:
    """Resolves the top object of the stack (both players pass)."""
    assert game.state.stack, "the stack is empty"
    pass_both(game)


def _pass_or_decline(game: Game) -> None:
    """Passes priority; declares no attackers (508.1) when that is the decision."""
    p = game.pending
    if p.kind == "attackers":
        game.apply("done")
        return
    assert p.kind == "priority", f"a decision interrupts: {p}"
    game.apply("pass")


def resolve_stack(game: Game, limit: int = 100) -> None:
    """Passes until the stack is empty and a player holds priority; fails at any other decision."""
    for _ in range(limit):
        if not game.state.stack and game.pending.kind == "priority":
            return
        _pass_or_decline(game)
    raise AssertionError("the stack did not empty")


def pass_until(game: Game, step: str, turn: int | None = None, limit: int = 300) -> None:
    """Passes (declaring no attackers) until a player holds priority in `step` (of `turn`, if given)."""
    for _ in range(limit):
        p = game.pending
        if p.kind == "priority" and game.state.step == step and turn in (None, game.state.turn):
            return
        _pass_or_decline(game)
    raise AssertionError(f"never reached {step}")


def order_if_asked(game: Game) -> None:
    """603.3b: when different triggered abilities wait, their controller orders them (any order here)."""
    if game.pending.kind == "order":
        game.apply("order " + " ".join(str(n) for n in game.pending.options))


def random_play(seed: int, limit: int = 2500) -> Iterator[Game]:
    """Plays a game between the starter decks (halved) with random agents, yielding the game at each decision
    before the action is taken (and once more at the end)."""
    game = Game.new([expand(RED_ARTIFACTS)[::2], expand(FOUR_COLOR)[::2]], seed=seed)
    agents = [RandomAgent(2 * seed), RandomAgent(2 * seed + 1)]
    for _ in range(limit):
        yield game
        if game.is_over:
            return
        game.apply(agents[game.pending.player].choose(game))
    yield game


# --- combat (508, 509) --------------------------------------------------------------------------------------


def to_attackers(game: Game) -> None:
    """From the beginning of combat step with an empty stack: on to the declaration of attackers."""
    assert game.state.step == "beginning_of_combat"
    pass_both(game)
    assert game.pending.kind == "attackers", game.pending


def attack(game: Game, *attackers: int, at: str = "P2") -> None:
    for a in attackers:
        game.apply(f"attack {a} {at}")
    game.apply("done")


def to_blockers(mine: list[Any], theirs: list[Any], attackers: Iterable[str]) -> Game:
    """A board at P1's beginning of combat (P1's battlefield `mine`, P2's `theirs`): P1 attacks P2 with
    `attackers` (508.1); P2 is to declare blockers (509.1), unless none of its creatures can block."""
    game = board({"battlefield": mine}, {"battlefield": theirs}, step="beginning_of_combat")
    pass_both(game)
    for name in attackers:
        game.apply(f"attack {game.find(name, player=0)} P2")
    game.apply("done")
    while game.pending.kind == "priority":
        game.apply("pass")
    return game


def blockers_of(mine: list[Any], theirs: list[Any], attacker: str) -> set[str]:
    """P1 attacks P2 with `attacker`; the names of P2's creatures the game offers as its blockers (509.1a-b)."""
    game = to_blockers(mine, theirs, [attacker])
    return {game.chars(int(a.args[0])).name for a in game.legal_actions() if a.kind == "block"}


def block(game: Game, *pairs: tuple[int, int]) -> None:
    """Declares the blockers (blocker, attacker) at once; `done` ends the declaration (509.1)."""
    assert game.pending.kind == "blockers", game.pending
    for b, a in pairs:
        game.apply(f"block {b} {a}")
    game.apply("done")


# --- copies (707.10c) and payment (601.2g-h) ----------------------------------------------------------------


def keep_targets(game: Game) -> None:
    """Answers 'you may choose new targets for the copy' by keeping every target (each group's first)."""
    p = game.pending
    assert p.kind == "new_targets", p
    game.apply("choose " + " ".join(ref_text(g[0]) for g in p.groups))


def choose_targets(game: Game, *refs: int | str) -> None:
    """Answers 'choose new targets for the copy' with one target per position."""
    assert game.pending.kind == "new_targets", game.pending
    game.apply("choose " + " ".join(str(r) for r in refs))


def pay_with(game: Game, *sources: int) -> None:
    """601.2g-h: activates the (first) mana ability of each source, then pays the cost from the pool."""
    assert game.pending.kind == "pay", game.pending
    for s in sources:
        game.apply(f"activate {s} 1")
    game.apply("pay")


def cast_with(game: Game, name: str, land: str, n: int) -> int:
    """Casts `name` from the hand paying with `n` untapped lands named `land`; returns the spell."""
    spell = cast(game, game.find(name, zone="hand"), pay=False)
    pay_with(game, *untapped(game, land, n))
    return spell

