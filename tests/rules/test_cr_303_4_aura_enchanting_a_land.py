"""CR 303.4a, 303.4b, 613.1f: an Aura with 'enchant land' targets a land as it is cast and grants what it
says to the land it enchants (Gift of Paradise: 'Enchanted land has "{T}: Add two mana of any one color."')."""

from __future__ import annotations

from support import board, pass_both


def test_303_4_enchanted_land_has_the_granted_mana_ability() -> None:
    game = board({"battlefield": ["Forest"] * 3, "hand": ["Gift of Paradise"]}, {"battlefield": ["Island"]})
    gift = game.find("Gift of Paradise")
    game.apply(f"cast {gift}")
    island = game.find("Island")
    assert game.pending.kind == "target" and island in game.pending.options  # 303.4a: any land
    forest = game.zone("battlefield")[0]
    game.apply(f"target {forest}")
    game.apply("autopay")
    pass_both(game)
    pass_both(game)  # its 'you gain 3 life' trigger
    assert game.state.objects[game.find("Gift of Paradise")].attached_to == forest
    assert any(a.text == "{T}: Add two mana of any one color." for a in game.chars(forest).abilities)
    assert not any(a.text.startswith("{T}: Add two") for a in game.chars(game.zone("battlefield")[1]).abilities)
