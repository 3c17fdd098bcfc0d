"""The hook points where casting and activating mechanics plug into the core (rules/hooks.py): 601.3
permissions, 602.5 activation bans, 601.2g-h other ways to pay. Their functions are registered once, in
the fixed order of lithoform.mechanics.all, so every listing of the legal actions comes in the same order;
a function registered at a point is asked by the core with no import of its mechanic."""

from __future__ import annotations

from collections.abc import Iterator

from support import board

from lithoform.rules import hooks
from lithoform.rules.stack.permissions import Permission
from lithoform.state.model import GameState


def _modules(hook: hooks.Hook) -> list[str]:
    return [f"{fn.__module__.rsplit('.', 2)[-2]}.{fn.__name__}" for fn in hook.fns]


def test_the_casting_points_and_their_order() -> None:
    assert _modules(hooks.CAST_PERMISSIONS) == [
        "cast_permissions.graveyard_permissions", "cast_permissions.exile_permissions",  # 'cast ~ from exile'
        "cast_permissions.library_top_permissions",
        "adventure.adventure_permissions", "aftermath.aftermath_permissions", "bestow.bestow_permissions", "cleave.cleave_permissions",
        "commander.commander_permissions",  # 903.8: a commander from the command zone
        "companion.each_turn_permissions",  # 601.3: 'During each of your turns, you may cast one ...' (Lurrus)
        "disturb.disturb_permissions", "exile_cast._permissions",
        "exile_to_play.exiled_permissions",
        "exile_to_play.linked_permissions",  # 601.3, 607.2a: 'from among cards exiled with ~' (Nightveil Specter)
        "exiled_from_hand._permissions",  # 601.3: 'for as long as it remains exiled'
        "face_down.face_down_permissions", "flash_permission.flash_for_more_permissions",  # 601.3e
        "foretell.foretold_permissions", "graveyard_cast_turn.graveyard_permissions",  # 601.3 (Heiko)
        "graveyard_cast_turn.flashback_permissions",  # 702.34a: granted flashback (Snapcaster Mage)
        "graveyard_grants.graveyard_grant_permissions",  # 611.3a: '... in your graveyard have retrace' (Wrenn and Six)
        "graveyard_play.graveyard_play_permissions",  # 601.3, 305.1: 'You may play lands from your graveyard.'
        "mutate._from_graveyard",  # 601.3: 'cast ~ from your graveyard using its mutate ability' (Brokkos)
        "owner_may_play.owner_permissions"]
    # the core's own (608.2g: a cast during a resolution, rules/stack/during_resolution.py) comes second
    assert _modules(hooks.PERMISSION_COSTS) == [
        "cast_permissions.via_costs", "stack.resolution_costs", "adventure.adventure_costs", "bestow.bestow_costs",
        "cleave.cleave_costs", "commander.commander_costs", "disturb.disturb_costs", "exile_to_play.free_costs", "face_down.face_down_costs",
        "flash_permission.flash_costs", "foretell.foretell_costs", "free_casts.exiled_after_costs",  # 608.2g, 614.1a
        "graveyard_cast_turn.flashback_costs", "graveyard_grants.retrace_costs",
        "madness.madness_costs", "miracle.miracle_costs", "mutate._mutate_costs",  # 702.140a (Brokkos)
        "owner_may_play.owner_costs", "rebound.rebound_costs",
        "suspend.suspend_costs"]
    assert _modules(hooks.PERMISSION_USED) == ["companion.use_each_turn_permission",  # 601.3: one spell a turn (Lurrus)
                                               "exile_to_play.use_free_cast"]
    assert _modules(hooks.SPEND_AS_ANY_TYPE) == ["exile_cast.any_type",  # 609.4b (Dire Fleet Daredevil)
                                                 "exile_to_play.any_type"]  # (Hostage Taker)
    assert _modules(hooks.STACK_LEAVE_DESTINATION) == ["cast_permissions.leave_stack_destination",
                                                       "aftermath.exile_on_leaving",  # 702.127a
                                                       "disturb.spell_to_exile",
                                                       "exile_cast.exiled_instead",  # 614.1a (Dire Fleet Daredevil)
                                                       "free_casts.exiled_instead",  # 614.1a (Torrential Gearhulk)
                                                       "graveyard_cast_turn.flashback_exile",  # 702.34a
                                                       "graveyard_cast_turn.exiled_instead",  # 614.1a (Jace)
                                                       "jump_start.jump_start_exile"]  # 702.133a
    assert _modules(hooks.ACTIVATION_BANS) == ["activation_bans.activation_banned",
                                               "activation_bans.group_activation_banned",  # 602.5 (Karn TGC)
                                               "activation_bans.banned_this_turn",  # 602.5, 611.2a (Trickbind)
                                               "name_bans.chosen_name_not_activated",
                                               "detain.detained",  # 701.35a
                                               "split_second.no_other_abilities"]
    assert _modules(hooks.CAST_BANS) == ["cast_only_if.cast_only_if_unmet",  # 601.3: 'Cast ~ only if ...'
                                         "casting_windows.timing_forbids",  # 307.1, 101.2 (Teferi, Time Raveler)
                                         "name_bans.chosen_name_cant_be_cast",  # 201.3, 601.3
                                         "player_verbs.one_spell_each_turn",  # 101.2
                                         "player_verbs.banned_this_turn",  # 101.2, 611.2a
                                         "cast_bans.spell_cast_banned",  # 101.2, 601.3: kinds of spells
                                         "owner_name_bans.name_banned",  # 101.2, 201.2 (Reflector Mage)
                                         "split_second.no_other_spells"]  # 702.61a
    # 601.2f, 611.2a: cost changes from resolved spells and abilities (Elspeth Conquers Death)
    # and 'costs {1} more to cast for each other spell that player has cast this turn' (Damping Sphere)
    assert _modules(hooks.SPELL_COST_CHANGES) == ["cast_count_taxes.cast_count_tax",
                                                  "timed_cost_changes.spell_cost_changes"]
    assert _modules(hooks.HALF_CAST_BANS) == ["aftermath.half_banned",  # 702.127a
                                              "cast_bans.half_cast_banned"]  # 709.3a: a half's characteristics
    assert _modules(hooks.SPLIT_FUSED) == ["fuse.may_fuse"]  # 702.102a
    assert _modules(hooks.LAND_PLAY_FORBIDDEN) == ["player_verbs.no_land_plays_this_turn"]  # 305.2, 101.2
    assert _modules(hooks.COST_PAID_OTHERWISE) == ["convoke.convoked_cost", "delve.delved_cost",
                                                   "improvise.improvised_cost"]
    assert _modules(hooks.PAYMENT_ACTIONS) == ["convoke.payment_actions", "delve.payment_actions",
                                               "improvise.payment_actions"]
    assert _modules(hooks.MANA_SPEND_BANNED) == ["no_mana_spent.no_mana_to_cast"]  # 601.2g-h: Hogaak
    assert _modules(hooks.COST_DISCARDED_SELF) == ["cycling.cycled"]
    assert _modules(hooks.PERMANENT_SPELL_RESOLVED) == ["blitz.blitzed", "dash.dashed", "evoke.evoke_trigger",
                                                        "flash_permission.sacrifice_at_cleanup",  # 514.3a
                                                        "suspend.hasty"]
    assert _modules(hooks.MANA_ABILITY_EXTRAS) == ["mana_extras.carry_out"]
    assert _modules(hooks.SPELL_COPIED) == ["copy_triggers.copied"]
    assert _modules(hooks.CREW_POWER) == ["crew_power.crew_power"]  # 702.122a
    assert _modules(hooks.ABILITY_RESOLVED) == ["vehicles.crew_resolved"]  # 702.122d
    # 603.2: 'whenever you or another permanent you control becomes the target' (after the targeted
    # permanents' own 'becomes the target' abilities, rules/triggers/targeted.py)
    assert _modules(hooks.TARGETS_CHOSEN) == ["targeted_yours.you_or_yours_targeted"]


def test_every_point_says_what_the_core_asks_and_cites_the_rules() -> None:
    for name in ("cast_permissions", "permission_costs", "permission_used", "stack_leave_destination", "spend_as_any_type",
                 "activation_bans", "cast_bans", "spell_cost_changes", "half_cast_bans", "split_fused", "land_play_forbidden", "cost_paid_otherwise", "payment_actions", "cost_discarded_self",
                 "permanent_spell_resolved", "mana_ability_extras",
                 "spell_copied", "crew_power", "targets_chosen"):
        hook = hooks.all_hooks()[name]
        assert hook.doc and any(ch.isdigit() for ch in hook.doc.split(":")[0])


def test_a_permission_source_registered_at_the_point_is_listed() -> None:
    """601.3: a new source of permissions needs no change to the core."""
    game = board({"graveyard": ["Shock"], "battlefield": [{"card": "Mountain", "count": 3}]})
    shock = game.find("Shock", zone="graveyard")

    def anything_in_the_graveyard(state: GameState, player: int) -> Iterator[Permission]:
        yield Permission(shock, "test")

    hooks.CAST_PERMISSIONS.register(anything_in_the_graveyard)
    try:
        assert [str(a) for a in game.legal_actions() if a.kind == "cast"] == [f"cast {shock} test"]
    finally:
        hooks.CAST_PERMISSIONS.unregister(anything_in_the_graveyard)
    assert anything_in_the_graveyard not in hooks.CAST_PERMISSIONS.fns


def test_the_zone_change_and_declaration_points_and_their_order() -> None:
    """614.1a: where an object going to a graveyard goes instead (mechanics/exile_instead_of_graveyard);
    508.1c-d: whole declarations of attackers a mechanic forbids (506.5 'alone', then Gideon Jura's
    requirement); 114.4, 603.7: the triggered abilities of objects outside the battlefield (emblems and the
    monarch's marker, a delayed 'when you cast your next spell', rebound's and suspend's exiled cards)."""
    assert _modules(hooks.GRAVEYARD_DESTINATION) == ["exile_instead_of_graveyard.graveyard_destination",
                                                     "shuffle_instead.shuffle_instead_destination"]
    # 614.1a: the rest of the replacing event ('instead exile that card and create a Zombie', Kalitas), 701.24a
    assert _modules(hooks.ARRIVED_INSTEAD) == ["exile_instead.dies_instead_and", "shuffle_instead.shuffle_after"]
    assert _modules(hooks.DECLARATION_FORBIDDEN) == ["alone.alone_forbidden",
                                                     "attack_requirements.attack_requirement_unobeyed",
                                                     "attack_taxes.attack_tax_forbidden"]  # 508.1c, 508.1h
    # (702.99c: a creature a card is encoded on; 702.55c: haunting cards in exile)
    assert _modules(hooks.TRIGGER_SOURCES) == ["cipher.encoded_triggers", "emblems.emblem_triggers",
                                               "haunt.haunted_triggers", "next_spell_copy.next_cast_triggers",
                                               "rebound.rebound_triggers", "suspend.exile_triggers"]
    # 702.94a: revealed as it is drawn; 701.20a: 'Reveal the first card you draw each turn.' (Keranos)
    assert _modules(hooks.CARD_DRAWN) == ["miracle.miracle_drawn", "reveal_first_draw.reveal_first_draw"]
    # 603.2: 'whenever a card is put into an opponent's graveyard from anywhere' (and 'from your library')
    assert _modules(hooks.CARD_PUT_INTO_GRAVEYARD) == ["graveyard_arrivals.put_into_graveyard"]
    hook = hooks.all_hooks()["graveyard_destination"]
    assert hook.doc and any(ch.isdigit() for ch in hook.doc.split(":")[0])


def test_the_life_and_damage_points() -> None:
    """119.7: who can't gain life (asked before any replacement of the gain); 615.12: damage that can't be
    prevented."""
    assert _modules(hooks.LIFE_GAIN_FORBIDDEN) == ["cant_gain_life.cant_gain_life"]
    assert _modules(hooks.DAMAGE_UNPREVENTABLE) == ["unpreventable.unpreventable"]
    # 104.3e, 104.2b: who can't lose or can't win the game; 614.1a: damage that can't take a life total below 1
    assert _modules(hooks.LOSS_FORBIDDEN) == ["game_outcome.cant_lose"]
    assert _modules(hooks.WIN_FORBIDDEN) == ["game_outcome.cant_win"]
    assert _modules(hooks.DAMAGE_LIFE_FLOOR) == ["life_floor.life_floor"]
    for name in ("life_gain_forbidden", "damage_unpreventable", "loss_forbidden", "win_forbidden", "damage_life_floor"):
        hook = hooks.all_hooks()[name]
        assert hook.doc and any(ch.isdigit() for ch in hook.doc.split(":")[0])
