"""Dreadhorde Arcanist: "Trample. Whenever Dreadhorde Arcanist attacks, you may cast target instant or sorcery
card with mana value less than or equal to Dreadhorde Arcanist's power from your graveyard without paying its
mana cost. If that spell would be put into your graveyard this turn, exile it instead." (608.2g, 118.9,
614.1a; mechanics/free_casts)"""

from __future__ import annotations

from support import board, pass_both, resolve_stack, use_compiled, zone_names

from lithoform import Game

use_compiled("Dreadhorde Arcanist")


def _attack(graveyard: list[str], **p1: object) -> Game:
    game = board({"battlefield": ["Dreadhorde Arcanist", *p1.pop("battlefield", [])], "graveyard": graveyard, **p1},
                 step="beginning_of_combat")
    pass_both(game)
    game.apply(f"attack {game.find('Dreadhorde Arcanist')} P2")
    game.apply("done")
    return game


def test_casts_a_one_mana_sorcery_from_the_graveyard_and_exiles_it() -> None:
    """Ruling (2021-03-19): "If you cast the card, you do so as part of the resolution of Dreadhorde
    Arcanist's triggered ability. You can't wait to cast it later in the turn. Timing permissions based on a
    card's type are ignored, and the spell will resolve before blockers are declared." """
    game = _attack(["Lightning Bolt", "Divination"])
    assert game.pending.kind == "target"
    assert {game.state.objects[o].card for o in game.pending.options} == {"Lightning Bolt"}  # power 1
    game.apply(f"target {game.find('Lightning Bolt', zone='graveyard')}")
    pass_both(game)
    assert game.pending.kind == "may"
    game.apply("yes")
    game.apply("target P2")
    if game.pending.kind == "pay":
        game.apply("autopay")
    assert game.state.step == "declare_attackers"
    resolve_stack(game)
    assert game.state.players[1].life == 17
    assert "Lightning Bolt" in zone_names(game, "exile", 0)
    assert "Lightning Bolt" not in zone_names(game, "graveyard", 0)


def test_a_sorcery_is_cast_in_combat() -> None:
    """'Timing permissions based on a card's type are ignored': Sift (a sorcery, mana value 4) is cast during
    combat by an Arcanist of power 4."""
    game = _attack(["Sift"], battlefield=["Glorious Anthem", "Glorious Anthem", "Glorious Anthem"])
    game.apply(f"target {game.find('Sift', zone='graveyard')}")
    pass_both(game)
    game.apply("yes")
    pass_both(game)
    game.apply(f"choose {game.pending.options[0]}")  # Sift's discard
    resolve_stack(game)
    assert "Sift" in zone_names(game, "exile", 0)
    assert game.state.step == "declare_attackers"


def test_608_2b_the_power_is_checked_again_on_resolution() -> None:
    """608.2b: the target is checked again as the ability resolves, against the Arcanist's power then. Ruling
    (2021-03-19): "The instant or sorcery card you target must have mana value less than or equal to Dreadhorde
    Arcanist's power immediately after Dreadhorde Arcanist has attacked." With the anthem destroyed in
    response, Searing Spear (mana value 2) is no longer a legal target: nothing is cast."""
    game = board({"battlefield": ["Dreadhorde Arcanist", "Glorious Anthem"], "graveyard": ["Searing Spear"]},
                 {"hand": ["Disenchant"], "battlefield": ["Plains", "Plains"]}, step="beginning_of_combat")
    pass_both(game)
    game.apply(f"attack {game.find('Dreadhorde Arcanist')} P2")
    game.apply("done")
    spear = game.find("Searing Spear", zone="graveyard")
    assert spear in game.pending.options  # power 2 now
    game.apply(f"target {spear}")
    game.apply("pass")
    game.apply(f"cast {game.find('Disenchant')}")
    game.apply(f"target {game.find('Glorious Anthem')}")
    if game.pending.kind == "pay":
        game.apply("autopay")
    pass_both(game)  # Disenchant resolves: power 1
    pass_both(game)  # the ability resolves: its target is illegal (608.2b)
    assert game.pending.kind != "may"
    assert "Searing Spear" in zone_names(game, "graveyard", 0)
