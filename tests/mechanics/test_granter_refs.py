"""A granted ability that names the object granting it (201.5a, 113.1a, 613.1f; mechanics/granter_refs).

'Equipped creature has "{T}, Sacrifice Blazing Torch: Blazing Torch deals 2 damage to any target."': the
creature has the ability (it is the ability's source, and its {T} taps the creature), while 'Blazing Torch' in it
means the Equipment that grants it: the cost sacrifices the Torch and the Torch deals the damage."""

from __future__ import annotations

from support import activate, attack, board, can_activate, cast, events, life, names, pass_both

from lithoform.carddb import find_card
from lithoform.compiler.compiler import compile_card

BEARS = "Grizzly Bears"


def _equipped(*gear: str, host: str = BEARS, step: str = "main1"):
    return board({"battlefield": [{"card": host, "label": "h"}, *({"card": g, "attached_to": "h"} for g in gear)]},
                 step=step)


def test_201_5a_the_granters_name_in_a_granted_ability_is_the_granter():
    """201.5a: the Torch's name in the ability it grants means the Torch: sacrificed as the cost (701.21a), it deals
    the damage (Blazing Torch ruling: "The source of the damage is Blazing Torch, not the equipped creature.")."""
    game = _equipped("Blazing Torch")
    bears = game.find(BEARS)
    activate(game, bears, 1, "P2")
    assert names(game, "graveyard") == ["Blazing Torch"]  # paid as the ability was activated (601.2h)
    assert game.state.objects[bears].tapped  # the {T} of the granted ability is the creature's (113.1a)
    pass_both(game)
    assert life(game, 1) == 18
    damage = events(game, "damage")[-1]
    assert damage.args["card"] == "Blazing Torch"


def test_113_2c_each_granter_gives_its_own_ability():
    """Two Torches on one creature: two abilities, each sacrificing its own Torch (each effect grants one, 613.1f)."""
    game = _equipped("Blazing Torch", "Blazing Torch")
    bears = game.find(BEARS)
    granted = [a for a in game.legal_actions() if a.kind == "activate" and a.args[0] == bears]
    assert len(granted) == 2
    activate(game, bears, 1, "P2")
    assert names(game, "graveyard") == ["Blazing Torch"]
    assert len([o for o in game.state.battlefield if game.chars(o).name == "Blazing Torch"]) == 1


def test_701_21a_a_granter_controlled_by_someone_else_cant_be_sacrificed():
    """Blazing Torch ruling: "If a Blazing Torch controlled by one player somehow winds up equipping a creature a
    different player controls, the damage ability can't be activated by either player. Only the creature's
    controller may activate the ability — but since that player can't sacrifice Blazing Torch (a permanent they
    don't control), the ability's cost can't be paid." """
    game = board({"battlefield": [{"card": "Blazing Torch", "attached_to": "h"}]},
                 {"battlefield": [{"card": BEARS, "label": "h"}]}, active="P2")
    bears = game.find(BEARS)
    assert "Blazing Torch" in [game.chars(o).name for o in game.state.battlefield]
    assert not can_activate(game, bears)


def test_701_3d_unattach_as_a_cost_leaves_the_equipment_on_the_battlefield():
    """Leonin Bola ruling: "'Unattach Leonin Bola' means just that — Leonin Bola moves off the creature it was
    equipping and remains on the battlefield." """
    game = board({"battlefield": [{"card": BEARS, "label": "h"}, {"card": "Leonin Bola", "attached_to": "h"}]},
                 {"battlefield": ["Hill Giant"]})
    bears, giant = game.find(BEARS), game.find("Hill Giant")
    activate(game, bears, 1, giant)
    bola = game.state.objects[game.find("Leonin Bola")]
    assert bola.zone == "battlefield" and bola.attached_to == 0
    pass_both(game)
    assert game.state.objects[giant].tapped
    assert not can_activate(game, bears)  # no longer granted: the Bola equips nothing (118.3)


def test_unattach_cost_source_of_damage_and_return():
    """Razor Boomerang rulings: "The source of the damage is Razor Boomerang, not the equipped creature." and
    "Unattaching Razor Boomerang is a cost to activate the equipped creature's ability." It returns to its owner's
    hand as the ability resolves."""
    game = _equipped("Razor Boomerang")
    bears = game.find(BEARS)
    activate(game, bears, 1, "P2")
    assert game.state.objects[game.find("Razor Boomerang")].attached_to == 0
    pass_both(game)
    assert life(game, 1) == 19
    assert events(game, "damage")[-1].args["card"] == "Razor Boomerang"
    assert names(game, "hand") == ["Razor Boomerang"]


def test_608_2b_an_illegal_target_leaves_the_boomerang_unattached():
    """Razor Boomerang ruling: "If the targeted creature is an illegal target by the time the equipped creature's
    ability resolves, the entire ability doesn't resolve. Razor Boomerang remains on the battlefield
    unattached." """
    game = board({"battlefield": [{"card": BEARS, "label": "h"}, {"card": "Razor Boomerang", "attached_to": "h"},
                                  "Mountain"], "hand": ["Shock"]},
                 {"battlefield": ["Llanowar Elves"]})
    bears, elves = game.find(BEARS), game.find("Llanowar Elves")
    activate(game, bears, 1, elves)
    cast(game, "Shock", elves)  # in response
    pass_both(game)  # Shock resolves: the Elves die
    pass_both(game)  # the ability is removed (608.2b)
    boomerang = game.state.objects[game.find("Razor Boomerang")]
    assert boomerang.zone == "battlefield" and boomerang.attached_to == 0


def test_a_triggered_ability_may_sacrifice_its_granter():
    """Spare Dagger: 'Whenever this creature attacks, you may sacrifice Spare Dagger. When you do, this creature
    deals 1 damage to any target.' The creature deals the damage (its own name: 'this creature')."""
    game = _equipped("Spare Dagger", step="beginning_of_combat")
    bears = game.find(BEARS)
    pass_both(game)
    attack(game, bears)
    while game.pending.kind != "may":
        pass_both(game)
    game.apply("yes")
    assert names(game, "graveyard") == ["Spare Dagger"]
    game.apply("target P2")
    pass_both(game)
    assert events(game, "damage")[-1].args["card"] == BEARS


def test_a_token_whose_printed_ability_names_its_creator_stays_refused():
    """613.1f: no effect grants a token's printed ability, so nothing could bind the creator's name in it (Gutter
    Grime: '... token with "This creature's power and toughness are each equal to the number of slime counters on
    Gutter Grime."')."""
    compiled = compile_card(find_card("Gutter Grime").card)
    assert compiled.card is None
    assert "names the card" in compiled.unparsed[0].reason


def test_122_1_an_amount_counted_on_the_granter():
    """Archery Training: 'Enchanted creature has "{T}: This creature deals X damage to target attacking or blocking
    creature, where X is the number of arrow counters on Archery Training."' X counts the Aura's counters."""
    game = board({"battlefield": [{"card": BEARS, "label": "h"},
                                  {"card": "Archery Training", "attached_to": "h", "counters": {"arrow": 2}}]},
                 {"battlefield": ["Hill Giant"]}, active="P2", step="beginning_of_combat")
    giant = game.find("Hill Giant")
    pass_both(game)
    attack(game, giant, at="P1")
    while game.pending.player != 0 or game.pending.kind != "priority":
        game.apply("pass")
    activate(game, game.find(BEARS), 1, giant)
    pass_both(game)
    assert game.state.objects[giant].damage == 2


def test_701_21a_a_granted_trigger_cant_sacrifice_a_granter_its_controller_doesnt_control():
    """701.21a: 'A player can't sacrifice ... a permanent they don't control.' P2's creature wears P1's Spare Dagger:
    P2 may choose to sacrifice it, but nothing is sacrificed, and so nothing is dealt ('When you do', 603.12)."""
    game = board({"battlefield": [{"card": "Spare Dagger", "attached_to": "h"}]},
                 {"battlefield": [{"card": BEARS, "label": "h"}]}, active="P2", step="beginning_of_combat")
    pass_both(game)
    attack(game, game.find(BEARS), at="P1")
    while game.pending.kind != "may":
        pass_both(game)
    game.apply("yes")
    assert "Spare Dagger" in [game.chars(o).name for o in game.state.battlefield]
    assert not game.state.stack or game.pending.kind == "priority"
    assert not events(game, "damage")
