"""Armadillo Cloak: "Enchant creature / Enchanted creature gets +2/+2 and has trample. / Whenever enchanted
creature deals damage, you gain that much life." (120.1, 510.2: combat damage is one event)"""

from __future__ import annotations

from support import attack, block, board, life, pass_both, pt, resolve_stack, use_compiled

use_compiled("Armadillo Cloak")

CLOAK = "Armadillo Cloak"


def _cloaked(extra_mine: list | None = None, theirs: list | None = None, lifelink: bool = False):
    creature = "Ajani's Sunstriker" if lifelink else "Grizzly Bears"
    mine = [creature, {"card": CLOAK, "attached_to": creature}, *(extra_mine or [])]
    game = board({"battlefield": mine}, {"battlefield": theirs or []}, step="beginning_of_combat")
    return game, game.find(creature)


def test_gets_plus_two_and_trample() -> None:
    game, bears = _cloaked()
    assert pt(game, bears) == (4, 4) and "trample" in game.chars(bears).keywords


def test_combat_damage_to_a_blocker_and_the_player_is_one_event() -> None:
    """510.2: trample damage to the blocker and to the player is dealt at once: one trigger, 4 life."""
    game, bears = _cloaked(theirs=["Llanowar Elves"])
    pass_both(game)
    attack(game, bears)
    pass_both(game)
    block(game, (game.find("Llanowar Elves"), bears))
    pass_both(game)
    game.apply("damage 1 3")  # lethal damage to the 1/1 blocker, the rest tramples over (702.19c)
    triggers = [e for e in game.state.events() if e.kind == "trigger" and e.args.get("card") == CLOAK]
    assert len(triggers) == 1
    resolve_stack(game)
    assert life(game, 0) == 24 and life(game, 1) == 17


def test_ruling_lifelink_gains_first_then_the_trigger() -> None:
    """Ruling (2016-06-08): "While Armadillo Cloak's last ability is similar to lifelink, it isn't
    lifelink—it's a normal triggered ability. If a creature you control with lifelink wears an Armadillo
    Cloak and deals damage, first you'll gain that much life for lifelink, and then Armadillo Cloak's
    triggered ability is put onto the stack." """
    game, striker = _cloaked(lifelink=True)
    pass_both(game)
    attack(game, striker)
    while game.state.step != "combat_damage":
        game.apply("pass")
    # lifelink's life was gained as the damage was dealt; the Cloak's trigger waits on the stack
    assert life(game, 0) == 24 and len(game.state.stack) == 1
    resolve_stack(game)
    assert life(game, 0) == 28 and life(game, 1) == 16


def test_ruling_enchanting_an_opponents_creature_you_gain_the_life() -> None:
    """Ruling (2016-06-08): "If Armadillo Cloak enchants a creature you don't control, you'll gain life when
    it deals damage, as long as that damage hasn't already caused you to lose the game." """
    game = board({"battlefield": [{"card": CLOAK, "attached_to": "Grizzly Bears"}]},
                 {"battlefield": ["Grizzly Bears"]}, active="P2", step="beginning_of_combat")
    bears = game.find("Grizzly Bears")
    pass_both(game)
    attack(game, bears, at="P1")
    while game.state.step != "combat_damage":
        game.apply("pass")
    resolve_stack(game)
    assert life(game, 0) == 20  # 4 damage, then 4 life for the Cloak's controller
