"""Kaldra Compleat has no official rulings; these tests check its Oracle text in a game.

Oracle text: "Living weapon / Indestructible / Equipped creature gets +5/+5 and has first strike, trample,
indestructible, haste, and "Whenever this creature deals combat damage to a creature, exile that creature."
/ Equip {7}" (702.92a; 510.3a: 'that creature' is the creature dealt the damage)"""

from __future__ import annotations

from support import attack, basics, block, board, cast, pass_both, pt, use_compiled

use_compiled("Kaldra Compleat", "Voracious Cobra")

KALDRA = "Kaldra Compleat"


def test_living_weapon_germ_is_a_5_5_with_the_keywords() -> None:
    game = board({"hand": [KALDRA], "battlefield": basics(Plains=7)})
    cast(game, KALDRA)
    pass_both(game)  # Kaldra resolves; living weapon's trigger goes on the stack
    pass_both(game)
    germ = game.find("Phyrexian Germ Token")
    assert pt(game, germ) == (5, 5)
    assert {"first strike", "trample", "indestructible", "haste"} <= set(game.chars(germ).keywords)


def test_the_granted_trigger_exiles_the_creature_it_dealt_combat_damage_to() -> None:
    """The Germ (5/5) attacks; Colossal Dreadmaw (6/6) blocks and survives the first-strike damage; the
    granted ability exiles it."""
    game = board({"hand": [KALDRA], "battlefield": basics(Plains=7)}, {"battlefield": ["Colossal Dreadmaw"]})
    cast(game, KALDRA)
    pass_both(game)
    pass_both(game)
    germ = game.find("Phyrexian Germ Token")
    while game.state.step != "declare_attackers":
        game.apply("pass")
    attack(game, germ)
    while game.pending.kind != "blockers":
        game.apply("pass")
    block(game, (game.find("Colossal Dreadmaw"), germ))
    while game.state.step not in ("end_of_combat", "main2"):
        game.apply("damage 5" if game.pending.kind == "damage" else "pass")  # all 5 to the 6/6 (702.19c)
    assert "Colossal Dreadmaw" in [game.state.objects[o].card for o in game.zone("exile", 1)]


def test_voracious_cobra_destroys_the_creature_it_damaged() -> None:
    """Voracious Cobra: "Whenever Voracious Cobra deals combat damage to a creature, destroy that
    creature." """
    game = board({"battlefield": ["Voracious Cobra"]}, {"battlefield": ["Serra Angel"]}, step="beginning_of_combat")
    cobra = game.find("Voracious Cobra")
    pass_both(game)
    attack(game, cobra)
    while game.pending.kind != "blockers":
        game.apply("pass")
    block(game, (game.find("Serra Angel"), cobra))
    while game.state.step not in ("end_of_combat", "main2"):
        game.apply("pass")
    assert "Serra Angel" in [game.state.objects[o].card for o in game.zone("graveyard", 1)]
