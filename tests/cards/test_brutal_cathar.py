"""Brutal Cathar // Moonrage Brute, compiled from its Oracle text: 'When this creature enters the battlefield
or transforms into Brutal Cathar, exile target creature an opponent controls until this creature leaves the
battlefield. Daybound' // 'First strike. Ward—Pay 3 life. Nightbound' (603.2, 701.27e, 702.21a)"""

from __future__ import annotations

from support import board, cast, pass_both

_MANA = ["Plains", "Plains", "Plains", "Mountain"]


def test_the_enters_trigger_exiles_an_opponents_creature() -> None:
    game = board({"hand": ["Brutal Cathar"], "battlefield": _MANA}, {"battlefield": ["Grizzly Bears"]})
    bears = game.find("Grizzly Bears")
    cast(game, "Brutal Cathar")
    pass_both(game)
    if game.pending.kind == "target":
        game.apply(f"target {bears}")
    pass_both(game)
    assert "Grizzly Bears" in [game.chars(o).name for o in game.zone("exile")]


def test_ruling_if_it_leaves_before_the_ability_resolves_nothing_is_exiled() -> None:
    """Ruling (2021-09-24): 'If Brutal Cathar leaves the battlefield before its enters-the-battlefield/
    transforms-into ability resolves, the target creature won't be exiled.'"""
    game = board({"hand": ["Brutal Cathar", "Lightning Bolt"], "battlefield": [*_MANA, "Mountain"]},
                 {"battlefield": ["Grizzly Bears"]})
    bears = game.find("Grizzly Bears")
    cast(game, "Brutal Cathar")
    pass_both(game)
    if game.pending.kind == "target":
        game.apply(f"target {bears}")
    cathar = game.find("Brutal Cathar")
    cast(game, "Lightning Bolt", cathar)  # in response: the Cathar dies
    pass_both(game)
    pass_both(game)
    assert bears in game.zone("battlefield")


def test_moonrage_brute_has_ward_pay_3_life() -> None:
    from lithoform.carddb import get_card
    from lithoform.compiler import compile_card

    card = compile_card(get_card("Brutal Cathar")).card
    assert card is not None
    ward = next(a for a in card.faces[1].abilities if getattr(a, "keyword", None) == "Ward")
    assert ward.effect.cost.pay_life == 3
