"""Flayer Husk, compiled from its Oracle text (living weapon, 702.92a), and its rulings in games.

Oracle text: Living weapon / Equipped creature gets +1/+1. / Equip {2}"""

from __future__ import annotations

from support import board, cast, pass_both

HUSK = "Flayer Husk"


def _germs(game) -> list[int]:
    return [o for o in game.zone("battlefield") if "Germ" in game.chars(o).subtypes]


def _husk_in_play(game) -> int:
    cast(game, HUSK)
    pass_both(game)
    pass_both(game)
    return game.find(HUSK)


def test_the_germ_is_equipped_before_state_based_actions() -> None:
    """Ruling (2020-08-07): "The Germ token enters the battlefield as a 0/0 creature and the Equipment becomes
    attached to it before state-based actions would cause the token to die.\""""
    game = board({"battlefield": ["Plains"], "hand": [HUSK]})
    husk = _husk_in_play(game)
    (germ,) = _germs(game)
    assert game.state.objects[husk].attached_to == germ and game.chars(germ).toughness == 1


def test_equipped_elsewhere_the_germ_dies() -> None:
    """Ruling (2020-08-07): "You can pay this cost to attach an Equipment to another creature you control.
    Once the Germ token is no longer equipped, it will be put into your graveyard and subsequently cease to
    exist, unless another effect raises its toughness above 0.\""""
    game = board({"battlefield": ["Plains"] * 3 + ["Grizzly Bears"], "hand": [HUSK]})
    husk = _husk_in_play(game)
    game.apply(f"activate {husk} 1")
    game.apply(f"target {game.find('Grizzly Bears')}")
    game.apply("autopay")
    pass_both(game)
    assert not _germs(game) and not any("Germ" in game.chars(o).subtypes for o in game.zone("graveyard"))
    assert game.chars(game.find("Grizzly Bears")).power == 3
