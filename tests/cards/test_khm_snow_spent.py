"""Kaldheim's '{S} spent to cast ~' (107.4h: "The {S} symbol can also be used to refer to mana of any type produced
by a snow source spent to pay a cost."): Graven Lore, Berg Strider, Tundra Fumarole. The mana remembers, as it is
made, that its source was snow (rules/payment.py); the payment's event records the snow mana it spent
(mechanics/mana_spent_from)."""

from __future__ import annotations

from support import board, cast, pass_until, pay_with, resolve_stack, untapped, use_compiled

use_compiled("Graven Lore", "Berg Strider", "Tundra Fumarole", "Snow-Covered Island", "Snow-Covered Mountain",
             "Grizzly Bears")


def test_graven_lore_scry_x_counts_only_snow_mana() -> None:
    """Graven Lore: 'Scry X, where X is the amount of {S} spent to cast this spell, then draw three cards.' Paid
    with two Snow-Covered Islands and three Islands: X is 2 (it scries 2, then draws three)."""
    game = board({"hand": ["Graven Lore"], "battlefield": [{"card": "Snow-Covered Island", "count": 2},
                                                             {"card": "Island", "count": 3}]})
    cast(game, "Graven Lore", pay=False)
    pay_with(game, *untapped(game, "Snow-Covered Island", 2), *untapped(game, "Island", 3))
    game.apply("pass")
    game.apply("pass")
    assert "scry 2" in str(game.pending)
    game.apply("done")  # both stay on top, in an order chosen next
    while game.pending.kind != "priority":
        game.apply(str(game.legal_actions()[0]))
    assert len(game.state.zones["hand:0"]) == 3


def test_graven_lore_ruling_without_snow_mana_just_draws_three() -> None:
    """Ruling (2021-02-05): "If you cast Graven Lore without spending snow mana, you'll just draw three cards.\""""
    game = board({"hand": ["Graven Lore"], "battlefield": [{"card": "Island", "count": 5}]})
    cast(game, "Graven Lore", pay=False)
    pay_with(game, *untapped(game, "Island", 5))
    resolve_stack(game)
    assert len(game.state.zones["hand:0"]) == 3  # no scry decision came first


def test_graven_lore_ruling_a_copy_had_no_mana_spent() -> None:
    """Ruling (2021-02-05): "If Graven Lore is copied, no mana was spent to cast the copy, so you'll just draw three
    cards." (707.10: a copy is not cast.) Checked on the amount's rule directly: a copy's id has no payment."""
    from lithoform.cards.tree import This
    from lithoform.mechanics.mana_spent_from.nodes import SnowSpentCount
    from lithoform.mechanics.mana_spent_from.rules import snow_spent_count
    from lithoform.rules.context import Ctx
    from lithoform.state.model import Choices
    game = board({"hand": ["Graven Lore"], "battlefield": [{"card": "Snow-Covered Island", "count": 5}]})
    spell = cast(game, "Graven Lore")
    assert snow_spent_count(Ctx(game.state, spell, 0, spell, Choices(), ()), SnowSpentCount(This())) == 5
    other = game.find("Snow-Covered Island")  # an object that was never cast: nothing was spent on it
    assert snow_spent_count(Ctx(game.state, other, 0, other, Choices(), ()), SnowSpentCount(This())) == 0


def _berg(snow: int) -> tuple:
    lands = ["Snow-Covered Island"] * snow + ["Island"] * (5 - snow)
    game = board({"hand": ["Berg Strider"], "battlefield": lands}, {"battlefield": ["Grizzly Bears"]})
    bears = game.find("Grizzly Bears")
    cast(game, "Berg Strider", pay=False)
    pay_with(game, *untapped(game, "Snow-Covered Island", snow), *untapped(game, "Island", 5 - snow))
    game.apply("pass")
    game.apply("pass")  # Berg Strider resolves; its trigger is put on the stack, targeting the Bears
    if game.pending.kind == "target":
        game.apply(f"target {bears}")
    resolve_stack(game)
    return game, bears


def test_berg_strider_snow_mana_keeps_the_permanent_tapped() -> None:
    """Berg Strider: 'When Berg Strider enters the battlefield, tap target artifact or creature an opponent
    controls. If {S} was spent to cast this spell, that permanent doesn't untap during its controller's next untap
    step.' One snow mana of five is enough: the Bears stay tapped through P2's next turn's untap step."""
    game, bears = _berg(1)
    assert game.state.objects[bears].tapped
    pass_until(game, "upkeep", turn=game.state.turn + 1)
    assert game.state.objects[bears].tapped


def test_berg_strider_without_snow_mana_only_taps() -> None:
    """Without snow mana spent, the permanent is tapped and untaps as usual in its controller's untap step."""
    game, bears = _berg(0)
    assert game.state.objects[bears].tapped
    pass_until(game, "upkeep", turn=game.state.turn + 1)
    assert not game.state.objects[bears].tapped


def test_tundra_fumarole_adds_c_for_each_snow_mana_and_keeps_it() -> None:
    """Tundra Fumarole: '... deals 4 damage to target creature or planeswalker. Add {C} for each {S} spent to cast
    this spell. Until end of turn, you don't lose this mana as steps and phases end.' Two snow mana: {C}{C}."""
    game = board({"hand": ["Tundra Fumarole"], "battlefield": [{"card": "Snow-Covered Mountain", "count": 2},
                                                                 "Mountain"]},
                 {"battlefield": ["Grizzly Bears"]})
    cast(game, "Tundra Fumarole", game.find("Grizzly Bears"), pay=False)
    pay_with(game, *untapped(game, "Snow-Covered Mountain", 2), *untapped(game, "Mountain", 1))
    resolve_stack(game)
    pool = game.state.players[0].pool
    assert [m.type for m in pool] == ["C", "C"] and all(m.kept == game.state.turn for m in pool)


def test_tundra_fumarole_ruling_without_snow_mana_adds_none() -> None:
    """Ruling (2021-02-05): "If you cast Tundra Fumarole without spending snow mana, you won't add any mana.
    Damage will still be dealt."
    """
    game = board({"hand": ["Tundra Fumarole"], "battlefield": [{"card": "Mountain", "count": 3}]},
                 {"battlefield": ["Grizzly Bears"]})
    cast(game, "Tundra Fumarole", game.find("Grizzly Bears"))
    resolve_stack(game)
    assert game.state.players[0].pool == ()
    assert game.find("Grizzly Bears", zone="graveyard:1")
