"""Set-ups that several test modules share: boards around one card, and short sequences of play."""

from __future__ import annotations

from typing import Any

from lithoform import Game
from support.driving import basics, board, cast, pass_both, pay_with, resolve_top
from support.reading import untapped

ENGINE = "Lithoform Engine"
TAWNOS = "Tawnos, Urza's Apprentice"


def engine_board(*battlefield: Any, hand: tuple[str, ...] = (), p2: dict[str, Any] | None = None,
                 **more: int) -> Game:
    """Lithoform Engine, with four Plains to pay its abilities, plus what the test needs (`more`: basics)."""
    return board({"battlefield": [ENGINE, *basics(Plains=4), *battlefield, *basics(**more)],
                  "hand": list(hand)}, p2)


def engine_copies(game: Game, n: int, what: int, *, resolve: bool = False) -> int:
    """Activates the Engine's ability `n` (1: ability, 2: instant or sorcery, 3: permanent spell) targeting
    `what`, paying with Plains; with `resolve`, resolves it (up to the new-target decision if there is one,
    707.10c). Returns the ability's id."""
    game.apply(f"activate {game.find(ENGINE)} {n}")
    game.apply(f"target {what}")
    pay_with(game, *untapped(game, "Plains", n + 1))
    ability = game.state.stack[-1]
    if resolve:
        resolve_top(game)
    return ability


def tawnos_board(*battlefield: Any, hand: tuple[str, ...] = (), p2: dict[str, Any] | None = None,
                 **more: int) -> Game:
    """Tawnos with {U}{R} available, plus what the test needs (`more`: basics)."""
    return board({"battlefield": [TAWNOS, *basics(Island=1, Mountain=1), *battlefield, *basics(**more)],
                  "hand": list(hand)}, p2)


def shock(game: Game, player: int, target: str) -> None:
    """`player` casts Shock from their hand at `target`, and it resolves."""
    cast(game, game.find("Shock", zone="hand", player=player), target)
    pass_both(game)


def kill_fiend_hunter(game: Game) -> None:
    """P1 bolts their own Fiend Hunter; it dies and its leaves ability goes on the stack."""
    cast(game, game.find("Lightning Bolt", zone="hand", player=0), game.find("Fiend Hunter"))
    pass_both(game)
    assert game.find("Fiend Hunter", zone="graveyard")


# --- set-ups several tests share ----------------------------------------------------------------------------


def pump_bears(game: Game) -> int:
    """Equips Bonesplitter to the (tapped, twice +1/+1-countered) Grizzly Bears paying with a Plains, then
    casts Giant Growth on them paying with a Forest: a 9/7 carrying non-copiable changes (707.2). Returns
    the Bears."""
    bears = game.find("Grizzly Bears")
    game.apply(f"activate {game.find('Bonesplitter')} 1")
    game.apply(f"target {bears}")
    pay_with(game, untapped(game, "Plains")[0])
    resolve_top(game)
    cast(game, game.find("Giant Growth"), bears, pay=False)
    pay_with(game, untapped(game, "Forest")[0])
    resolve_top(game)
    assert (game.chars(bears).power, game.chars(bears).toughness) == (9, 7)
    return bears
