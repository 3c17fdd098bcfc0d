"""'{T}: Add one mana of the chosen color.' (Coldsteel Heart, Heraldic Banner, Shimmerdrift Vale; 106.1a,
605.1a, 605.3b, 607.2d): one mana of the color chosen as the permanent entered (614.12), and none when no
color was chosen."""

from __future__ import annotations

import msgspec
from support import board, cast, pass_both, use_compiled

from lithoform.cards.mana import parse_cost
from lithoform.rules.payment import activate_mana_ability, autopay_plan, mana_ability_sources

use_compiled("Coldsteel Heart", "Heraldic Banner", "Shimmerdrift Vale", "Counterspell")


def _pool(game, player: int = 0) -> list[str]:
    return [m.type for m in game.state.players[player].pool]


def _untap(game, oid: int) -> None:
    game.state.set_obj(msgspec.structs.replace(game.state.objects[oid], tapped=False))


def _heart(color: int):
    game = board({"hand": ["Coldsteel Heart"], "battlefield": ["Island", "Island"]})
    cast(game, "Coldsteel Heart")
    pass_both(game)
    assert game.pending.kind == "choose", game.pending  # 614.12: the color, as it enters
    game.apply(f"choose {color}")
    heart = game.find("Coldsteel Heart")
    assert game.state.objects[heart].tapped  # 'enters the battlefield tapped'
    _untap(game, heart)
    return game, heart


def test_605_3b_coldsteel_heart_adds_one_mana_of_the_chosen_color() -> None:
    game, heart = _heart(3)  # red
    mana_actions = [a for a in game.legal_actions() if a.kind == "activate" and a.args[0] == heart]
    assert len(mana_actions) == 1  # one activation, not a choice among colors
    game.apply(f"activate {heart} 1")
    assert _pool(game) == ["R"] and not game.state.stack  # 605.3b: at once, without the stack


def test_605_3b_the_auto_payer_uses_the_chosen_color() -> None:
    """{U}{U} planned with an Island and a Coldsteel Heart that chose blue; not when it chose red."""
    for color, payable in ((1, True), (3, False)):
        game, heart = _heart(color)
        for oid in game.state.zones["battlefield"]:
            if game.state.objects[oid].card == "Island":
                _untap(game, oid)
        plan = autopay_plan(game.state, 0, parse_cost("{U}{U}{U}"))
        assert (plan is not None) == payable
        if payable:
            assert heart in [oid for oid, _n, _c in plan[0]]


def test_605_3b_the_auto_payers_plan_is_carried_out_with_the_chosen_color() -> None:
    """The plan names the Heart's mana as the chosen color ('U'); activating it as planned adds that mana (the
    oracle_pool games that paid with a Coldsteel Heart or a Silhana Starfletcher stopped on this)."""
    game, heart = _heart(1)  # blue
    plan = autopay_plan(game.state, 0, parse_cost("{U}"), sources_now=[s for s in mana_ability_sources(
        game.state, 0) if s[0] == heart])
    assert plan is not None
    (source, n, color), = plan[0]
    activate_mana_ability(game.state, 0, source, n, color, ())
    assert _pool(game) == ["U"] and game.state.objects[heart].tapped


def test_heraldic_banner_with_no_chosen_color_adds_no_mana() -> None:
    """Heraldic Banner ruling: "If there is somehow no chosen color, Heraldic Banner's static ability has no
    effect, and its mana ability produces no mana if you activate it. Colorless creatures won't get +1/+0,
    and you won't add {C}." """
    game = board({"battlefield": ["Heraldic Banner"]})  # put onto the battlefield without entering: no choice
    banner = game.find("Heraldic Banner")
    game.apply(f"activate {banner} 1")
    assert _pool(game) == [] and game.state.objects[banner].tapped


def test_shimmerdrift_vale_chooses_as_it_enters() -> None:
    """Shimmerdrift Vale: "As Shimmerdrift Vale enters the battlefield, choose a color. {T}: Add one mana of
    the chosen color." (a land played: the choice as it enters, 305.1, 614.12)"""
    game = board({"hand": ["Shimmerdrift Vale"]})
    game.apply(f"play {game.find('Shimmerdrift Vale', zone='hand')}")
    assert game.pending.kind == "choose", game.pending
    game.apply("choose 4")  # green
    vale = game.find("Shimmerdrift Vale")
    _untap(game, vale)
    game.apply(f"activate {vale} 1")
    assert _pool(game) == ["G"]
