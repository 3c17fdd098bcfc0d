"""CR 510.1a-c: how a creature assigns its combat damage (mechanics/damage_assignment).

'You may have ~ assign its combat damage as though it weren't blocked' (Lone Wolf): all of it to the player
it attacks (510.1b) or all of it among its blockers (510.1c), never split; '~ assigns no combat damage this
turn' (Ophidian): it assigns none (510.1a)."""

from __future__ import annotations

from support import legal, to_blockers

from lithoform import Game


def _to_damage(game: Game) -> None:
    for _ in range(30):
        if game.pending.kind in ("damage", "may") or game.state.step == "end_of_combat":
            return
        game.apply("pass")


def _blocked_wolf() -> tuple[Game, int, int]:
    game = to_blockers(["Lone Wolf"], ["Grizzly Bears"], ["Lone Wolf"])
    wolf, bears = game.find("Lone Wolf"), game.find("Grizzly Bears")
    game.apply(f"block {bears} {wolf}")
    game.apply("done")
    _to_damage(game)
    return game, wolf, bears


def test_510_1_all_or_nothing_as_though_it_werent_blocked() -> None:
    """Lone Wolf ruling: "When assigning combat damage, you choose whether you want to assign all damage to
    blocking creatures, or if you want to assign all of it to the player or planeswalker this creature is
    attacking. You can't split the damage assignment between them.\""""
    game, wolf, bears = _blocked_wolf()
    assert game.pending.kind == "damage" and game.pending.object == wolf
    assert len(game.pending.options) == 2 and game.pending.options[0] == bears  # then P2
    assert legal(game, "damage 0") and legal(game, "damage 2") and not legal(game, "damage 1")


def test_510_1b_all_of_it_to_the_player_and_it_is_still_dealt_damage() -> None:
    """Indomitable Might ruling: "Even if it assigns damage as though it were not blocked, it will still
    receive damage from creatures that are blocking it.\""""
    game, wolf, bears = _blocked_wolf()
    game.apply("damage 0")  # none to the Bears: the rest, 2, to P2
    _to_damage(game)
    assert game.state.players[1].life == 18
    assert bears in game.zone("battlefield") and game.state.objects[bears].damage == 0
    assert wolf not in game.zone("battlefield")  # the Bears' 2 damage killed it


def test_510_1c_or_all_of_it_to_the_blocker() -> None:
    game, wolf, bears = _blocked_wolf()
    game.apply("damage 2")
    _to_damage(game)
    assert game.state.players[1].life == 20
    assert bears not in game.zone("battlefield")


def test_510_1a_ophidian_assigns_no_combat_damage_if_you_draw() -> None:
    """Ophidian: 'Whenever Ophidian attacks and isn't blocked, you may draw a card. If you do, Ophidian
    assigns no combat damage this turn.'"""
    game = to_blockers(["Ophidian"], [], ["Ophidian"])
    for _ in range(30):
        if game.pending.kind == "may":
            break
        game.apply("pass")
    assert game.pending.kind == "may"
    hand = len(game.zone("hand", 0))
    game.apply("yes" if legal(game, "yes") else "choose 1")
    for _ in range(30):
        if game.state.step in ("end_of_combat", "main2"):
            break
        game.apply("pass")
    assert len(game.zone("hand", 0)) == hand + 1
    assert game.state.players[1].life == 20


def test_510_1a_doran_a_2_3_assigns_3_and_its_power_is_unchanged() -> None:
    """Doran, the Siege Tower rulings: "Doran's ability means, for example, that a 2/3 creature will assign 3
    damage in combat instead of 2." and "Doran's ability doesn't actually change creatures' power; it changes
    only the value of the combat damage they assign.\""""
    game = to_blockers(["Doran, the Siege Tower", "Elvish Warrior"], [], ["Elvish Warrior"])
    warrior = game.find("Elvish Warrior")
    assert (game.chars(warrior).power, game.chars(warrior).toughness) == (2, 3)
    assert game.state.players[1].life == 17  # (no creature could block: the game ran on past combat)


def test_702_3b_high_alert_a_wall_attacks_and_deals_its_toughness() -> None:
    """High Alert: a 0/3 Wall of Wood can attack as though it didn't have defender, and deals 3."""
    game = to_blockers(["High Alert", "Wall of Wood"], [], ["Wall of Wood"])
    assert game.chars(game.find("Wall of Wood")).power == 0
    assert game.state.players[1].life == 17  # (no creature could block: the game ran on past combat)
