"""Kinship (207.2c ability word): 'At the beginning of your upkeep, you may look at the top card of your library. If
it shares a creature type with ~, you may reveal it. If you do, [effect].' (401.4, 701.20a, 608.2c;
mechanics/kinship)"""

from __future__ import annotations

from support import board

from lithoform import Game

SHAMAN = "Wolf-Skull Shaman"  # Elf Shaman: 'If you do, create a 2/2 green Wolf creature token.'


def _to_my_upkeep(top: str, creature: str = SHAMAN) -> Game:
    """P2's end step, then P1's turn begins: the kinship ability triggers in P1's upkeep (503.1) and resolves
    (stopping at its 'may', if it asks one)."""
    game = board({"battlefield": [creature], "library": [top, "Forest", "Forest"]}, active="P2", step="end")
    for _ in range(40):
        if game.state.step == "upkeep" and game.state.stack:
            break
        game.apply("pass")
    assert game.state.stack, "the kinship ability triggered"
    game.apply("pass")
    game.apply("pass")
    return game


def _wolves(game: Game) -> int:
    return sum(1 for o in game.state.zones["battlefield"] if game.chars(o).name == "Wolf Token")


def test_wolf_skull_shaman_reveals_an_elf_and_creates_a_wolf() -> None:
    game = _to_my_upkeep("Llanowar Elves")  # an Elf: shares a creature type with the Elf Shaman
    assert game.pending.kind == "may"
    game.apply("yes")
    assert _wolves(game) == 1
    lib = [game.state.objects[o].card for o in game.state.zones["library:0"]]
    # Ruling (2008-04-01): 'After the kinship ability finishes resolving, the card you looked at remains on top
    # of your library.'
    assert lib[0] == "Llanowar Elves"


def test_ruling_you_dont_have_to_reveal() -> None:
    """Ruling (2008-04-01): 'You don't have to reveal the top card of your library, even if it shares a creature
    type with the creature that has the kinship ability.'"""
    game = _to_my_upkeep("Llanowar Elves")
    assert game.pending.kind == "may"
    game.apply("no")
    assert _wolves(game) == 0


def test_no_shared_creature_type_no_reveal_and_no_wolf() -> None:
    game = _to_my_upkeep("Grizzly Bears")  # a Bear
    assert game.pending.kind != "may"
    assert _wolves(game) == 0


def test_a_changeling_card_shares_every_creature_type() -> None:
    """702.73a: a changeling card is every creature type, in the library too."""
    game = _to_my_upkeep("Changeling Outcast")
    assert game.pending.kind == "may"
    game.apply("yes")
    assert _wolves(game) == 1
