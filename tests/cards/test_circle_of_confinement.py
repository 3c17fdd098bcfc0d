"""Circle of Confinement, compiled from its Oracle text and played: an exile until it leaves (610.3) and a cast
trigger on a spell with the same name as a card exiled with it (607.2a, 201.2).

Oracle text: When Circle of Confinement enters the battlefield, exile target creature an opponent controls with
mana value 3 or less until Circle of Confinement leaves the battlefield. / Whenever an opponent casts a Vampire
spell with the same name as a card exiled with Circle of Confinement, you gain 2 life."""

from __future__ import annotations

from support import basics, board, cast, life, pass_until, resolve_stack

from lithoform.carddb import get_card
from lithoform.compiler import compile_card

CIRCLE = "Circle of Confinement"


def _exile_a_nighthawk(their_hand: list[str]) -> object:
    game = board({"battlefield": basics(Plains=2), "hand": [CIRCLE]},
                 {"battlefield": ["Vampire Nighthawk", *basics(Swamp=3)], "hand": their_hand})
    cast(game, CIRCLE)
    game.apply("pass")
    game.apply("pass")  # the Circle resolves; its enters trigger asks for its target (603.3d)
    game.apply(f"target {game.find('Vampire Nighthawk')}")
    resolve_stack(game)
    assert game.find("Vampire Nighthawk", zone="exile")
    pass_until(game, "main1", turn=game.state.turn + 1)
    return game


def test_it_compiles_fully() -> None:
    assert compile_card(get_card(CIRCLE)).ok


def test_607_2a_a_vampire_spell_named_as_the_exiled_card_gains_you_2_life() -> None:
    game = _exile_a_nighthawk(["Vampire Nighthawk"])
    cast(game, game.find("Vampire Nighthawk", zone="hand"))
    resolve_stack(game)
    assert life(game, 0) == 22


def test_a_vampire_spell_with_another_name_gains_nothing() -> None:
    game = _exile_a_nighthawk(["Vampire Interloper"])
    cast(game, game.find("Vampire Interloper", zone="hand"))
    resolve_stack(game)
    assert life(game, 0) == 20
