"""Cultivator Colossus: "Trample / Cultivator Colossus's power and toughness are each equal to the number of lands
you control. / When Cultivator Colossus enters the battlefield, you may put a land card from your hand onto the
battlefield tapped. If you do, draw a card and repeat this process." (604.3, 608.2c; mechanics/repeat_process)"""

from __future__ import annotations

from support import board, cast, resolve_top, use_compiled

from lithoform import Game

use_compiled("Cultivator Colossus")

COLOSSUS = "Cultivator Colossus"


def _entered(hand: list[str], library: list[str], battlefield: list[str] | None = None) -> Game:
    game = board({"battlefield": ["Forest"] * 7 + (battlefield or []), "hand": [COLOSSUS, *hand],
                  "library": library})
    cast(game, COLOSSUS)
    resolve_top(game)  # the creature spell
    game.apply("pass")
    game.apply("pass")  # the enters trigger resolves: its first question
    return game


def _put_lands(game: Game, n: int) -> None:
    """Says yes and picks a land `n` times, then declines."""
    for _ in range(n):
        assert game.pending.kind == "may"
        game.apply("yes")
        game.apply(f"choose {game.pending.options[0]}")  # the options are the land cards of the hand
    assert game.pending.kind == "may"
    game.apply("no")


def _names(game: Game, zone: str) -> list[str]:
    return sorted(game.state.objects[o].card for o in game.state.zones[zone])


def test_ruling_repeated_until_you_decline() -> None:
    """Ruling (2021-11-19): "The process is repeated until you decline to put a land card onto the battlefield."
    Three lands are put onto the battlefield tapped, three cards drawn (one of them a land put down in turn)."""
    game = _entered(["Island", "Mountain"], ["Plains", "Grizzly Bears", "Swamp"])
    _put_lands(game, 3)
    assert _names(game, "hand:0") == ["Grizzly Bears", "Swamp"]
    new = [o for o in game.state.zones["battlefield"] if game.state.objects[o].card in ("Island", "Mountain", "Plains")]
    assert len(new) == 3 and all(game.state.objects[o].tapped for o in new)
    assert len([e for e in game.state.events() if e.kind == "repeat_process"]) == 3


def test_power_and_toughness_equal_the_lands_you_control() -> None:
    """604.3, 613.4a: a characteristic-defining ability, counted continuously: 7 Forests, then 9 lands."""
    game = _entered(["Island", "Mountain"], ["Grizzly Bears", "Serra Angel"])
    colossus = game.find(COLOSSUS)
    assert (game.chars(colossus).power, game.chars(colossus).toughness) == (7, 7)
    _put_lands(game, 2)
    assert (game.chars(colossus).power, game.chars(colossus).toughness) == (9, 9)


def test_ruling_triggers_of_the_lands_wait_until_the_ability_has_finished_resolving() -> None:
    """Ruling (2021-11-19): "You repeat the process as part of Cultivator Colossus's triggered ability's
    resolution. If the land you put onto the battlefield caused any abilities to trigger, those abilities won't
    go on the stack until after the ability has finished resolving." Steppe Lynx's landfall triggers twice; both
    go on the stack once the process is over."""
    game = _entered(["Island", "Mountain"], ["Grizzly Bears", "Serra Angel"], battlefield=["Steppe Lynx"])
    _put_lands(game, 2)
    stack = [game.state.objects[o] for o in game.state.stack]
    assert len(stack) == 2 and all(s.source_name == "Steppe Lynx" for s in stack)


def test_declining_at_once_draws_nothing() -> None:
    """'If you do': declining the first offer puts no land and draws no card (608.2c)."""
    game = _entered(["Island"], ["Grizzly Bears"])
    _put_lands(game, 0)
    assert _names(game, "hand:0") == ["Island"]
