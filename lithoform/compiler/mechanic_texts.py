"""The mechanics with a text part, the one list the compiler reads them from.

A mechanic's home (lithoform/mechanics/<name>/) may hold a `text.py`, whose `TRANSFORMER` is a mixin of
transformer rules (mixed into `OracleTransformer`, transform.py) and whose optional `MARKS` are sentence
marks (sentences.py), and a `grammar.lark` fragment of `%extend` lines and rules (appended to the
compiler's grammar, parser.py). Adding a mechanic with Oracle text adds one line here. The compiler reads a
mechanic's text part, never its rules part.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

from lithoform.mechanics.ability_cost_changes import text as ability_cost_changes
from lithoform.mechanics.activation_bans import text as activation_bans
from lithoform.mechanics.activation_timing import text as activation_timing
from lithoform.mechanics.activation_triggers import text as activation_triggers
from lithoform.mechanics.adapt import text as adapt
from lithoform.mechanics.addendum import text as addendum
from lithoform.mechanics.additional_counters import text as additional_counters
from lithoform.mechanics.additional_or_pay import text as additional_or_pay
from lithoform.mechanics.adventure import text as adventure
from lithoform.mechanics.afflict import text as afflict
from lithoform.mechanics.aftermath import text as aftermath
from lithoform.mechanics.alone import text as alone
from lithoform.mechanics.also_subtype import text as also_subtype
from lithoform.mechanics.also_vp import text as also_vp
from lithoform.mechanics.alternative_costs import text as alternative_costs
from lithoform.mechanics.amass import text as amass
from lithoform.mechanics.amount_compare import text as amount_compare
from lithoform.mechanics.amount_replacements import text as amount_replacements
from lithoform.mechanics.amplify import text as amplify
from lithoform.mechanics.animated_lands import text as animated_lands
from lithoform.mechanics.annihilator import text as annihilator
from lithoform.mechanics.any_kind_counters import text as any_kind_counters
from lithoform.mechanics.any_number_targets import text as any_number_targets
from lithoform.mechanics.any_player import text as any_player
from lithoform.mechanics.any_player_may import text as any_player_may
from lithoform.mechanics.as_enters_actions import text as as_enters_actions
from lithoform.mechanics.ascend import text as ascend
from lithoform.mechanics.attached_statics import text as attached_statics
from lithoform.mechanics.attached_when_left import text as attached_when_left
from lithoform.mechanics.attachments import text as attachments
from lithoform.mechanics.attack_events import text as attack_events
from lithoform.mechanics.attack_requirements import text as attack_requirements
from lithoform.mechanics.attack_taxes import text as attack_taxes
from lithoform.mechanics.aura_search import text as aura_search
from lithoform.mechanics.awaken import text as awaken
from lithoform.mechanics.becomes import text as becomes
from lithoform.mechanics.becomes_copy import text as becomes_copy
from lithoform.mechanics.becomes_types import text as becomes_types
from lithoform.mechanics.bestow import text as bestow
from lithoform.mechanics.blitz import text as blitz
from lithoform.mechanics.block_events import text as block_events
from lithoform.mechanics.block_limits import text as block_limits
from lithoform.mechanics.blocked_by import text as blocked_by
from lithoform.mechanics.bloodthirst import text as bloodthirst
from lithoform.mechanics.board_conditions import text as board_conditions
from lithoform.mechanics.boast import text as boast
from lithoform.mechanics.bolster import text as bolster
from lithoform.mechanics.buyback import text as buyback
from lithoform.mechanics.cant_be_targeted import text as cant_be_targeted
from lithoform.mechanics.cant_gain_life import text as cant_gain_life
from lithoform.mechanics.cascade import text as cascade
from lithoform.mechanics.cast_bans import text as cast_bans
from lithoform.mechanics.cast_count_taxes import text as cast_count_taxes
from lithoform.mechanics.cast_exiled_now import text as cast_exiled_now
from lithoform.mechanics.cast_from_hand import text as cast_from_hand
from lithoform.mechanics.cast_only_if import text as cast_only_if
from lithoform.mechanics.cast_permissions import text as cast_permissions
from lithoform.mechanics.cast_this_game import text as cast_this_game
from lithoform.mechanics.cast_timing import text as cast_timing
from lithoform.mechanics.casting_windows import text as casting_windows
from lithoform.mechanics.casualty import text as casualty
from lithoform.mechanics.cda_tokens import text as cda_tokens
from lithoform.mechanics.chain_copies import text as chain_copies
from lithoform.mechanics.champion import text as champion
from lithoform.mechanics.change_base_pt import text as change_base_pt
from lithoform.mechanics.change_targets import text as change_targets
from lithoform.mechanics.changeling import text as changeling
from lithoform.mechanics.choose_player import text as choose_player
from lithoform.mechanics.choose_rest import text as choose_rest
from lithoform.mechanics.choose_target import text as choose_target
from lithoform.mechanics.chosen_color_mana import text as chosen_color_mana
from lithoform.mechanics.chosen_player_steps import text as chosen_player_steps
from lithoform.mechanics.cipher import text as cipher
from lithoform.mechanics.clash import text as clash
from lithoform.mechanics.classes import text as classes
from lithoform.mechanics.cleave import text as cleave
from lithoform.mechanics.combat_bans import text as combat_bans
from lithoform.mechanics.combat_conditions import text as combat_conditions
from lithoform.mechanics.combat_keywords import text as combat_keywords
from lithoform.mechanics.commander import text as commander
from lithoform.mechanics.companion import text as companion
from lithoform.mechanics.conditional_mana import text as conditional_mana
from lithoform.mechanics.conditional_statics import text as conditional_statics
from lithoform.mechanics.connive import text as connive
from lithoform.mechanics.conspire import text as conspire
from lithoform.mechanics.control_duration import text as control_duration
from lithoform.mechanics.converge import text as converge
from lithoform.mechanics.convoke import text as convoke
from lithoform.mechanics.copy_exceptions import text as copy_exceptions
from lithoform.mechanics.copy_per_target import text as copy_per_target
from lithoform.mechanics.copy_triggers import text as copy_triggers
from lithoform.mechanics.cost_floors import text as cost_floors
from lithoform.mechanics.cost_reductions import text as cost_reductions
from lithoform.mechanics.cost_turns import text as cost_turns
from lithoform.mechanics.could_produce import text as could_produce
from lithoform.mechanics.couldnt_sacrifice import text as couldnt_sacrifice
from lithoform.mechanics.count_terms import text as count_terms
from lithoform.mechanics.counted_pt import text as counted_pt
from lithoform.mechanics.counted_totals import text as counted_totals
from lithoform.mechanics.counter_bans import text as counter_bans
from lithoform.mechanics.counter_caps import text as counter_caps
from lithoform.mechanics.counter_costs import text as counter_costs
from lithoform.mechanics.counter_descriptions import text as counter_descriptions
from lithoform.mechanics.counter_exile import text as counter_exile
from lithoform.mechanics.counter_pairs import text as counter_pairs
from lithoform.mechanics.counter_putters import text as counter_putters
from lithoform.mechanics.counter_triggers import text as counter_triggers
from lithoform.mechanics.counter_unless_each import text as counter_unless_each
from lithoform.mechanics.countered_this_turn import text as countered_this_turn
from lithoform.mechanics.counts import text as counts
from lithoform.mechanics.coven import text as coven
from lithoform.mechanics.crew_power import text as crew_power
from lithoform.mechanics.cumulative_upkeep import text as cumulative_upkeep
from lithoform.mechanics.cycling import text as cycling
from lithoform.mechanics.damage_as_counters import text as damage_as_counters
from lithoform.mechanics.damage_assignment import text as damage_assignment
from lithoform.mechanics.damage_pairs import text as damage_pairs
from lithoform.mechanics.damage_prevention import text as damage_prevention
from lithoform.mechanics.damage_recipients import text as damage_recipients
from lithoform.mechanics.damage_redirection import text as damage_redirection
from lithoform.mechanics.damage_this_way import text as damage_this_way
from lithoform.mechanics.damage_to_controller import text as damage_to_controller
from lithoform.mechanics.damage_totals import text as damage_totals
from lithoform.mechanics.dash import text as dash
from lithoform.mechanics.day_night import text as day_night
from lithoform.mechanics.dealt_damage import text as dealt_damage
from lithoform.mechanics.decayed import text as decayed
from lithoform.mechanics.deck_limits import text as deck_limits
from lithoform.mechanics.defending_player import text as defending_player
from lithoform.mechanics.delayed_cast import text as delayed_cast
from lithoform.mechanics.delve import text as delve
from lithoform.mechanics.demonstrate import text as demonstrate
from lithoform.mechanics.destroyed_this_way import text as destroyed_this_way
from lithoform.mechanics.detain import text as detain
from lithoform.mechanics.dethrone import text as dethrone
from lithoform.mechanics.devotion import text as devotion
from lithoform.mechanics.devour import text as devour
from lithoform.mechanics.dice import text as dice
from lithoform.mechanics.dies_this_turn import text as dies_this_turn
from lithoform.mechanics.different_among import text as different_among
from lithoform.mechanics.different_values import text as different_values
from lithoform.mechanics.discard_draw import text as discard_draw
from lithoform.mechanics.discard_then_draw import text as discard_then_draw
from lithoform.mechanics.discard_to_battlefield import text as discard_to_battlefield
from lithoform.mechanics.discarded_this_way import text as discarded_this_way
from lithoform.mechanics.discards import text as discards
from lithoform.mechanics.distribute import text as distribute
from lithoform.mechanics.disturb import text as disturb
from lithoform.mechanics.divided_damage import text as divided_damage
from lithoform.mechanics.double_faced import text as double_faced
from lithoform.mechanics.double_pt import text as double_pt
from lithoform.mechanics.draw_limit import text as draw_limit
from lithoform.mechanics.draw_reveal_cast import text as draw_reveal_cast
from lithoform.mechanics.draw_stealing import text as draw_stealing
from lithoform.mechanics.draw_up_to import text as draw_up_to
from lithoform.mechanics.drawn_this_turn import text as drawn_this_turn
from lithoform.mechanics.dredge import text as dredge
from lithoform.mechanics.each_deals_damage import text as each_deals_damage
from lithoform.mechanics.each_main_phase import text as each_main_phase
from lithoform.mechanics.each_opponent_tokens import text as each_opponent_tokens
from lithoform.mechanics.each_reveal_top import text as each_reveal_top
from lithoform.mechanics.each_statics import text as each_statics
from lithoform.mechanics.echo import text as echo
from lithoform.mechanics.either_events import text as either_events
from lithoform.mechanics.either_stat import text as either_stat
from lithoform.mechanics.embalm import text as embalm
from lithoform.mechanics.emblems import text as emblems
from lithoform.mechanics.emerge import text as emerge
from lithoform.mechanics.enchant_player import text as enchant_player
from lithoform.mechanics.enchanted_permanent import text as enchanted_permanent
from lithoform.mechanics.end_turn import text as end_turn
from lithoform.mechanics.energy import text as energy
from lithoform.mechanics.enter_bans import text as enter_bans
from lithoform.mechanics.enter_instead import text as enter_instead
from lithoform.mechanics.enter_trigger_bans import text as enter_trigger_bans
from lithoform.mechanics.enters_attacking import text as enters_attacking
from lithoform.mechanics.enters_choice import text as enters_choice
from lithoform.mechanics.enters_or_dies import text as enters_or_dies
from lithoform.mechanics.enters_untapped import text as enters_untapped
from lithoform.mechanics.entwine import text as entwine
from lithoform.mechanics.escalate import text as escalate
from lithoform.mechanics.escape import text as escape
from lithoform.mechanics.evasion import text as evasion
from lithoform.mechanics.evoke import text as evoke
from lithoform.mechanics.evolve import text as evolve
from lithoform.mechanics.excess_damage import text as excess_damage
from lithoform.mechanics.exchange_control import text as exchange_control
from lithoform.mechanics.exert import text as exert
from lithoform.mechanics.exile_any_number import text as exile_any_number
from lithoform.mechanics.exile_battlefield_and_graveyards import text as exile_battlefield_and_graveyards
from lithoform.mechanics.exile_cast import text as exile_cast
from lithoform.mechanics.exile_edict import text as exile_edict
from lithoform.mechanics.exile_hand_and_graveyard import text as exile_hand_and_graveyard
from lithoform.mechanics.exile_instead import text as exile_instead
from lithoform.mechanics.exile_instead_of_graveyard import text as exile_instead_of_graveyard
from lithoform.mechanics.exile_sacrifice_return import text as exile_sacrifice_return
from lithoform.mechanics.exile_to_play import text as exile_to_play
from lithoform.mechanics.exile_with_counters import text as exile_with_counters
from lithoform.mechanics.exiled_from_hand import text as exiled_from_hand
from lithoform.mechanics.exiled_hands import text as exiled_hands
from lithoform.mechanics.exiled_this_way import text as exiled_this_way
from lithoform.mechanics.exploit import text as exploit
from lithoform.mechanics.explore import text as explore
from lithoform.mechanics.extort import text as extort
from lithoform.mechanics.extra_combats import text as extra_combats
from lithoform.mechanics.fabricate import text as fabricate
from lithoform.mechanics.face_down import text as face_down
from lithoform.mechanics.fading import text as fading
from lithoform.mechanics.flagbearer import text as flagbearer
from lithoform.mechanics.flash_permission import text as flash_permission
from lithoform.mechanics.flip import text as flip
from lithoform.mechanics.foretell import text as foretell
from lithoform.mechanics.free_casts import text as free_casts
from lithoform.mechanics.fuse import text as fuse
from lithoform.mechanics.gains_quoted import text as gains_quoted
from lithoform.mechanics.game_outcome import text as game_outcome
from lithoform.mechanics.give_control import text as give_control
from lithoform.mechanics.graft import text as graft
from lithoform.mechanics.granted_abilities import text as granted_abilities
from lithoform.mechanics.granted_alternatives import text as granted_alternatives
from lithoform.mechanics.granter_refs import text as granter_refs
from lithoform.mechanics.graveyard_arrivals import text as graveyard_arrivals
from lithoform.mechanics.graveyard_cast_turn import text as graveyard_cast_turn
from lithoform.mechanics.graveyard_counts import text as graveyard_counts
from lithoform.mechanics.graveyard_exile import text as graveyard_exile
from lithoform.mechanics.graveyard_grants import text as graveyard_grants
from lithoform.mechanics.graveyard_play import text as graveyard_play
from lithoform.mechanics.graveyard_shuffle import text as graveyard_shuffle
from lithoform.mechanics.graveyard_to_bottom import text as graveyard_to_bottom
from lithoform.mechanics.group_statics import text as group_statics
from lithoform.mechanics.hand_choice import text as hand_choice
from lithoform.mechanics.hand_comparisons import text as hand_comparisons
from lithoform.mechanics.hand_lands import text as hand_lands
from lithoform.mechanics.hand_or_graveyard import text as hand_or_graveyard
from lithoform.mechanics.hand_reveal import text as hand_reveal
from lithoform.mechanics.hand_size import text as hand_size
from lithoform.mechanics.hands import text as hands
from lithoform.mechanics.haunt import text as haunt
from lithoform.mechanics.hideaway import text as hideaway
from lithoform.mechanics.highest_life import text as highest_life
from lithoform.mechanics.if_you_did import text as if_you_did
from lithoform.mechanics.improvise import text as improvise
from lithoform.mechanics.in_graveyard import text as in_graveyard
from lithoform.mechanics.ingest import text as ingest
from lithoform.mechanics.instead_if import text as instead_if
from lithoform.mechanics.isnt_type import text as isnt_type
from lithoform.mechanics.its_counters import text as its_counters
from lithoform.mechanics.jump_start import text as jump_start
from lithoform.mechanics.kept_mana import text as kept_mana
from lithoform.mechanics.keyword_counters import text as keyword_counters
from lithoform.mechanics.kicked_counters import text as kicked_counters
from lithoform.mechanics.kicked_instead import text as kicked_instead
from lithoform.mechanics.kicker_costs import text as kicker_costs
from lithoform.mechanics.kinship import text as kinship
from lithoform.mechanics.land_entered import text as land_entered
from lithoform.mechanics.land_play import text as land_play
from lithoform.mechanics.land_plays import text as land_plays
from lithoform.mechanics.land_types import text as land_types
from lithoform.mechanics.lands import text as lands
from lithoform.mechanics.learn import text as learn
from lithoform.mechanics.leaves_graveyard import text as leaves_graveyard
from lithoform.mechanics.lesser_mana_value import text as lesser_mana_value
from lithoform.mechanics.level_up import text as level_up
from lithoform.mechanics.library_exile import text as library_exile
from lithoform.mechanics.library_look import text as library_look
from lithoform.mechanics.life_exchange import text as life_exchange
from lithoform.mechanics.life_floor import text as life_floor
from lithoform.mechanics.life_loss_events import text as life_loss_events
from lithoform.mechanics.life_lost import text as life_lost
from lithoform.mechanics.life_total_becomes import text as life_total_becomes
from lithoform.mechanics.linked_color_mana import text as linked_color_mana
from lithoform.mechanics.linked_owner import text as linked_owner
from lithoform.mechanics.loyalty_x import text as loyalty_x
from lithoform.mechanics.lure import text as lure
from lithoform.mechanics.madness import text as madness
from lithoform.mechanics.mana_combinations import text as mana_combinations
from lithoform.mechanics.mana_cost_filter import text as mana_cost_filter
from lithoform.mechanics.mana_replacements import text as mana_replacements
from lithoform.mechanics.mana_spent import text as mana_spent
from lithoform.mechanics.mana_spent_conditions import text as mana_spent_conditions
from lithoform.mechanics.mana_spent_from import text as mana_spent_from
from lithoform.mechanics.mana_triggers import text as mana_triggers
from lithoform.mechanics.mass_removal import text as mass_removal
from lithoform.mechanics.meld import text as meld
from lithoform.mechanics.melee import text as melee
from lithoform.mechanics.mentor import text as mentor
from lithoform.mechanics.milled_this_way import text as milled_this_way
from lithoform.mechanics.miracle import text as miracle
from lithoform.mechanics.modular import text as modular
from lithoform.mechanics.monarch import text as monarch
from lithoform.mechanics.monstrosity import text as monstrosity
from lithoform.mechanics.more_conditions import text as more_conditions
from lithoform.mechanics.moved_card_values import text as moved_card_values
from lithoform.mechanics.mulligan_actions import text as mulligan_actions
from lithoform.mechanics.multikicker import text as multikicker
from lithoform.mechanics.mutate import text as mutate
from lithoform.mechanics.myriad import text as myriad
from lithoform.mechanics.name_bans import text as name_bans
from lithoform.mechanics.name_purge import text as name_purge
from lithoform.mechanics.named_tokens import text as named_tokens
from lithoform.mechanics.next_draw_instead import text as next_draw_instead
from lithoform.mechanics.next_spell_copy import text as next_spell_copy
from lithoform.mechanics.ninjutsu import text as ninjutsu
from lithoform.mechanics.no_mana_spent import text as no_mana_spent
from lithoform.mechanics.numeric_conditions import text as numeric_conditions
from lithoform.mechanics.off_battlefield_types import text as off_battlefield_types
from lithoform.mechanics.opening_hand import text as opening_hand
from lithoform.mechanics.opponent_cast import text as opponent_cast
from lithoform.mechanics.opponent_controls import text as opponent_controls
from lithoform.mechanics.opponent_history import text as opponent_history
from lithoform.mechanics.opponents_turn import text as opponents_turn
from lithoform.mechanics.optional_costs import text as optional_costs
from lithoform.mechanics.optional_untap import text as optional_untap
from lithoform.mechanics.others_enter_tapped import text as others_enter_tapped
from lithoform.mechanics.otherwise import text as otherwise
from lithoform.mechanics.outlast import text as outlast
from lithoform.mechanics.outside_game import text as outside_game
from lithoform.mechanics.overload import text as overload
from lithoform.mechanics.owned_counts import text as owned_counts
from lithoform.mechanics.owner_may_play import text as owner_may_play
from lithoform.mechanics.owner_name_bans import text as owner_name_bans
from lithoform.mechanics.pack_tactics import text as pack_tactics
from lithoform.mechanics.pacts import text as pacts
from lithoform.mechanics.partner import text as partner
from lithoform.mechanics.party import text as party
from lithoform.mechanics.pay_life import text as pay_life
from lithoform.mechanics.pay_reflexive import text as pay_reflexive
from lithoform.mechanics.pay_times import text as pay_times
from lithoform.mechanics.per_recipient import text as per_recipient
from lithoform.mechanics.permanent_piles import text as permanent_piles
from lithoform.mechanics.phasing import text as phasing
from lithoform.mechanics.player_chosen_targets import text as player_chosen_targets
from lithoform.mechanics.player_counts import text as player_counts
from lithoform.mechanics.player_greatest import text as player_greatest
from lithoform.mechanics.player_hexproof import text as player_hexproof
from lithoform.mechanics.player_may_pay import text as player_may_pay
from lithoform.mechanics.player_or_planeswalker import text as player_or_planeswalker
from lithoform.mechanics.player_search import text as player_search
from lithoform.mechanics.player_taps import text as player_taps
from lithoform.mechanics.player_verbs import text as player_verbs
from lithoform.mechanics.players_who_control import text as players_who_control
from lithoform.mechanics.populate import text as populate
from lithoform.mechanics.power_above import text as power_above
from lithoform.mechanics.prevent_by import text as prevent_by
from lithoform.mechanics.prevented_life import text as prevented_life
from lithoform.mechanics.process_exiled import text as process_exiled
from lithoform.mechanics.proliferate import text as proliferate
from lithoform.mechanics.protection import text as protection
from lithoform.mechanics.provoke import text as provoke
from lithoform.mechanics.prowl import text as prowl
from lithoform.mechanics.pt_descriptions import text as pt_descriptions
from lithoform.mechanics.put_from_graveyard import text as put_from_graveyard
from lithoform.mechanics.put_from_hand import text as put_from_hand
from lithoform.mechanics.radiance import text as radiance
from lithoform.mechanics.raid import text as raid
from lithoform.mechanics.rampage import text as rampage
from lithoform.mechanics.reanimation_auras import text as reanimation_auras
from lithoform.mechanics.rebound import text as rebound
from lithoform.mechanics.reconfigure import text as reconfigure
from lithoform.mechanics.regeneration import text as regeneration
from lithoform.mechanics.reinforce import text as reinforce
from lithoform.mechanics.remove_combat import text as remove_combat
from lithoform.mechanics.renown import text as renown
from lithoform.mechanics.repeat_process import text as repeat_process
from lithoform.mechanics.replicate import text as replicate
from lithoform.mechanics.resolution_count import text as resolution_count
from lithoform.mechanics.restart import text as restart
from lithoform.mechanics.restricted_mana import text as restricted_mana
from lithoform.mechanics.return_attached import text as return_attached
from lithoform.mechanics.return_chosen import text as return_chosen
from lithoform.mechanics.return_self_cost import text as return_self_cost
from lithoform.mechanics.returns_as_aura import text as returns_as_aura
from lithoform.mechanics.reveal_cost import text as reveal_cost
from lithoform.mechanics.reveal_first_draw import text as reveal_first_draw
from lithoform.mechanics.reveal_top import text as reveal_top
from lithoform.mechanics.reveal_top_player import text as reveal_top_player
from lithoform.mechanics.revolt import text as revolt
from lithoform.mechanics.riot import text as riot
from lithoform.mechanics.ripple import text as ripple
from lithoform.mechanics.sacrifice_all import text as sacrifice_all
from lithoform.mechanics.sacrifice_any_number import text as sacrifice_any_number
from lithoform.mechanics.sacrifice_each import text as sacrifice_each
from lithoform.mechanics.sacrifice_triggers import text as sacrifice_triggers
from lithoform.mechanics.sacrificed_values import text as sacrificed_values
from lithoform.mechanics.saga import text as saga
from lithoform.mechanics.same_name import text as same_name
from lithoform.mechanics.same_name_search import text as same_name_search
from lithoform.mechanics.scavenge import text as scavenge
from lithoform.mechanics.search_bans import text as search_bans
from lithoform.mechanics.search_discard import text as search_discard
from lithoform.mechanics.search_either import text as search_either
from lithoform.mechanics.search_keep_rest import text as search_keep_rest
from lithoform.mechanics.search_steps import text as search_steps
from lithoform.mechanics.self_and_group import text as self_and_group
from lithoform.mechanics.self_status import text as self_status
from lithoform.mechanics.shared_creature_type import text as shared_creature_type
from lithoform.mechanics.shuffle_instead import text as shuffle_instead
from lithoform.mechanics.shuffle_into_library import text as shuffle_into_library
from lithoform.mechanics.skip_next import text as skip_next
from lithoform.mechanics.skip_steps import text as skip_steps
from lithoform.mechanics.skip_turn_untap import text as skip_turn_untap
from lithoform.mechanics.soulbond import text as soulbond
from lithoform.mechanics.soulshift import text as soulshift
from lithoform.mechanics.source_durations import text as source_durations
from lithoform.mechanics.spectacle import text as spectacle
from lithoform.mechanics.spell_enters_counters import text as spell_enters_counters
from lithoform.mechanics.spell_order import text as spell_order
from lithoform.mechanics.spell_origins import text as spell_origins
from lithoform.mechanics.spell_targets import text as spell_targets
from lithoform.mechanics.spend_any_color import text as spend_any_color
from lithoform.mechanics.splice import text as splice
from lithoform.mechanics.split_second import text as split_second
from lithoform.mechanics.state_triggers import text as state_triggers
from lithoform.mechanics.step_owners import text as step_owners
from lithoform.mechanics.storage_counters import text as storage_counters
from lithoform.mechanics.storm import text as storm
from lithoform.mechanics.sunburst import text as sunburst
from lithoform.mechanics.support import text as support
from lithoform.mechanics.surge import text as surge
from lithoform.mechanics.suspend import text as suspend
from lithoform.mechanics.switch_pt import text as switch_pt
from lithoform.mechanics.tap_or_untap import text as tap_or_untap
from lithoform.mechanics.tapped_triggers import text as tapped_triggers
from lithoform.mechanics.target_amounts import text as target_amounts
from lithoform.mechanics.targeted_yours import text as targeted_yours
from lithoform.mechanics.targets_cost import text as targets_cost
from lithoform.mechanics.that_has_mana_value import text as that_has_mana_value
from lithoform.mechanics.that_is import text as that_is
from lithoform.mechanics.this_combat import text as this_combat
from lithoform.mechanics.timed_cost_changes import text as timed_cost_changes
from lithoform.mechanics.token_pairs import text as token_pairs
from lithoform.mechanics.top_card_abilities import text as top_card_abilities
from lithoform.mechanics.top_or_bottom import text as top_or_bottom
from lithoform.mechanics.toughness_of import text as toughness_of
from lithoform.mechanics.training import text as training
from lithoform.mechanics.transmute import text as transmute
from lithoform.mechanics.tribute import text as tribute
from lithoform.mechanics.trigger_events import text as trigger_events
from lithoform.mechanics.two_targets import text as two_targets
from lithoform.mechanics.umbra_armor import text as umbra_armor
from lithoform.mechanics.uncounterable import text as uncounterable
from lithoform.mechanics.undying import text as undying
from lithoform.mechanics.unearth import text as unearth
from lithoform.mechanics.unleash import text as unleash
from lithoform.mechanics.unless_cost import text as unless_cost
from lithoform.mechanics.unless_discard import text as unless_discard
from lithoform.mechanics.unless_player_pays import text as unless_player_pays
from lithoform.mechanics.unless_they import text as unless_they
from lithoform.mechanics.unless_you import text as unless_you
from lithoform.mechanics.unpreventable import text as unpreventable
from lithoform.mechanics.untap_limits import text as untap_limits
from lithoform.mechanics.untap_others import text as untap_others
from lithoform.mechanics.untap_restrictions import text as untap_restrictions
from lithoform.mechanics.untap_step_returns import text as untap_step_returns
from lithoform.mechanics.untapped_static import text as untapped_static
from lithoform.mechanics.until_eot_forms import text as until_eot_forms
from lithoform.mechanics.until_next_turn import text as until_next_turn
from lithoform.mechanics.vanishing import text as vanishing
from lithoform.mechanics.vehicles import text as vehicles
from lithoform.mechanics.venture import text as venture
from lithoform.mechanics.voting import text as voting
from lithoform.mechanics.ward_costs import text as ward_costs
from lithoform.mechanics.with_attached import text as with_attached
from lithoform.mechanics.x_mana_color import text as x_mana_color
from lithoform.mechanics.x_targets import text as x_targets
from lithoform.mechanics.you_and_target import text as you_and_target
from lithoform.mechanics.you_attack import text as you_attack
from lithoform.mechanics.your_choice import text as your_choice
from lithoform.mechanics.zone_colors import text as zone_colors

MECHANIC_TEXTS: tuple[ModuleType, ...] = (
    activation_bans,
    activation_timing,
    adapt,
    addendum,
    additional_or_pay,
    adventure,
    afflict,
    aftermath,
    alone,
    also_subtype,
    also_vp,
    alternative_costs,
    amass,
    amount_compare,
    amount_replacements,
    any_player,
    any_player_may,
    animated_lands,
    annihilator,
    any_number_targets,
    ascend,
    attached_statics,
    attachments,
    attack_requirements,
    aura_search,
    awaken,
    becomes,
    becomes_types,
    bestow,
    blitz,
    block_events,
    block_limits,
    blocked_by,
    amplify,
    bloodthirst,
    boast,
    bolster,
    buyback,
    splice,
    cant_be_targeted,
    cant_gain_life,
    enter_trigger_bans,
    cascade,
    cast_exiled_now,
    cast_from_hand,
    cast_only_if,
    cast_permissions,
    companion,
    casting_windows,
    cast_timing,
    copy_exceptions,
    casualty,
    conspire,
    chain_copies,
    change_targets,
    changeling,
    deck_limits,
    emerge,
    choose_target,
    chosen_color_mana,
    could_produce,
    cipher,
    clash,
    voting,
    graveyard_play,
    process_exiled,
    classes,
    cleave,
    combat_bans,
    combat_keywords,
    conditional_mana,
    conditional_statics,
    connive,
    control_duration,
    convoke,
    copy_triggers,
    cost_floors,
    cost_reductions,
    cost_turns,
    converge,
    counted_pt,
    counter_costs,
    storage_counters,
    counter_descriptions,
    counter_exile,
    counter_unless_each,
    counts,
    counted_totals,
    count_terms,
    counter_pairs,
    moved_card_values,
    as_enters_actions,
    coven,
    crew_power,
    cumulative_upkeep,
    cycling,
    damage_assignment,
    damage_pairs,
    damage_prevention,
    damage_redirection,
    next_draw_instead,
    damage_this_way,
    damage_recipients,
    dash,
    day_night,
    dealt_damage,
    decayed,
    defending_player,
    delayed_cast,
    delve,
    destroyed_this_way,
    dethrone,
    devotion,
    devour,
    discarded_this_way,
    dice,
    dies_this_turn,
    different_among,
    different_values,
    discard_draw,
    discard_then_draw,
    sacrifice_any_number,
    exile_any_number,
    exile_battlefield_and_graveyards,
    exile_hand_and_graveyard,
    draw_stealing,
    lesser_mana_value,
    change_base_pt,
    discard_to_battlefield,
    reveal_first_draw,
    no_mana_spent,
    discards,
    distribute,
    disturb,
    divided_damage,
    double_faced,
    double_pt,
    draw_limit,
    draw_reveal_cast,
    free_casts,
    reveal_cost,
    dredge,
    drawn_this_turn,
    each_opponent_tokens,
    each_main_phase,
    echo,
    either_events,
    embalm,
    emblems,
    enchant_player,
    chosen_player_steps,
    enchanted_permanent,
    end_turn,
    counter_caps,
    energy,
    extra_combats,
    enter_bans,
    enter_instead,
    enters_attacking,
    enters_choice,
    enters_or_dies,
    enters_untapped,
    entwine,
    escalate,
    escape,
    evasion,
    evoke,
    evolve,
    exchange_control,
    exert,
    exile_cast,
    exile_edict,
    choose_rest,
    each_reveal_top,
    exile_instead,
    exile_instead_of_graveyard,
    exile_sacrifice_return,
    exile_to_play,
    exiled_from_hand,
    exiled_this_way,
    exploit,
    explore,
    extort,
    fabricate,
    face_down,
    fading,
    flash_permission,
    flip,
    foretell,
    fuse,
    gains_quoted,
    give_control,
    game_outcome,
    graft,
    granted_abilities,
    granter_refs,
    graveyard_arrivals,
    graveyard_cast_turn,
    graveyard_grants,
    graveyard_counts,
    graveyard_exile,
    graveyard_shuffle,
    graveyard_to_bottom,
    permanent_piles,
    damage_to_controller,
    each_deals_damage,
    ability_cost_changes,
    hand_comparisons,
    hand_size,
    hand_choice,
    couldnt_sacrifice,
    excess_damage,
    skip_turn_untap,
    countered_this_turn,
    sacrifice_triggers,
    hands,
    haunt,
    hideaway,
    exiled_hands,
    kicker_costs,
    kinship,
    shuffle_instead,
    improvise,
    ingest,
    in_graveyard,
    instead_if,
    isnt_type,
    its_counters,
    jump_start,
    kept_mana,
    keyword_counters,
    kicked_counters,
    kicked_instead,
    land_entered,
    land_play,
    land_plays,
    land_types,
    lands,
    learn,
    leaves_graveyard,
    level_up,
    library_exile,
    library_look,
    life_exchange,
    life_floor,
    life_lost,
    life_total_becomes,
    linked_color_mana,
    commander,
    linked_owner,
    loyalty_x,
    lure,
    madness,
    mana_combinations,
    mana_cost_filter,
    mana_replacements,
    mana_spent,
    mana_spent_conditions,
    mana_spent_from,
    mana_triggers,
    mass_removal,
    meld,
    melee,
    mentor,
    milled_this_way,
    miracle,
    modular,
    monarch,
    monstrosity,
    more_conditions,
    multikicker,
    mulligan_actions,
    mutate,
    myriad,
    name_bans,
    named_tokens,
    next_spell_copy,
    cast_this_game,
    damage_as_counters,
    spell_enters_counters,
    ninjutsu,
    numeric_conditions,
    off_battlefield_types,
    opening_hand,
    opponent_cast,
    opponent_history,
    search_bans,
    opponent_controls,
    opponents_turn,
    optional_untap,
    untap_limits,
    others_enter_tapped,
    additional_counters,
    otherwise,
    outlast,
    outside_game,
    overload,
    owned_counts,
    owner_may_play,
    pack_tactics,
    pacts,
    if_you_did,
    player_may_pay,
    partner,
    party,
    pay_life,
    pay_reflexive,
    pay_times,
    per_recipient,
    prevented_life,
    phasing,
    prowl,
    player_counts,
    player_greatest,
    player_hexproof,
    self_and_group,
    counter_triggers,
    player_or_planeswalker,
    player_search,
    search_steps,
    hand_lands,
    hand_reveal,
    player_verbs,
    players_who_control,
    choose_player,
    prevent_by,
    proliferate,
    populate,
    protection,
    provoke,
    put_from_graveyard,
    put_from_hand,
    raid,
    rampage,
    rebound,
    reconfigure,
    regeneration,
    renown,
    remove_combat,
    repeat_process,
    resolution_count,
    restart,
    restricted_mana,
    return_chosen,
    return_self_cost,
    returns_as_aura,
    reveal_top,
    reveal_top_player,
    revolt,
    riot,
    sacrifice_all,
    sacrifice_each,
    sacrificed_values,
    saga,
    same_name,
    same_name_search,
    scavenge,
    search_discard,
    search_either,
    search_keep_rest,
    self_status,
    shared_creature_type,
    shuffle_into_library,
    exile_with_counters,
    skip_next,
    skip_steps,
    name_purge,
    hand_or_graveyard,
    either_stat,
    power_above,
    zone_colors,
    spend_any_color,
    reanimation_auras,
    return_attached,
    soulbond,
    source_durations,
    soulshift,
    spectacle,
    spell_order,
    spell_origins,
    spell_targets,
    split_second,
    step_owners,
    storm,
    replicate,
    ripple,
    reinforce,
    demonstrate,
    sunburst,
    support,
    surge,
    suspend,
    switch_pt,
    tap_or_untap,
    player_chosen_targets,
    player_taps,
    copy_per_target,
    tapped_triggers,
    target_amounts,
    targeted_yours,
    targets_cost,
    that_has_mana_value,
    that_is,
    token_pairs,
    top_card_abilities,
    top_or_bottom,
    toughness_of,
    training,
    transmute,
    tribute,
    state_triggers,
    trigger_events,
    two_targets,
    with_attached,
    radiance,
    flagbearer,
    umbra_armor,
    uncounterable,
    granted_alternatives,
    x_mana_color,
    undying,
    unearth,
    unleash,
    unless_discard,
    champion,
    unless_player_pays,
    unless_they,
    unless_you,
    unpreventable,
    untap_restrictions,
    untapped_static,
    until_eot_forms,
    pt_descriptions,
    until_next_turn,
    vanishing,
    vehicles,
    activation_triggers,
    venture,
    unless_cost,
    ward_costs,
    you_and_target,
    you_attack,
    your_choice,
    board_conditions,
    combat_conditions,
    damage_totals,
    group_statics,
    attack_taxes,
    each_statics,
    cast_bans,
    cast_count_taxes,
    timed_cost_changes,
    becomes_copy,
    owner_name_bans,
    x_targets,
    detain,
    untap_others,
    attached_when_left,
    attack_events,
    life_loss_events,
    counter_putters,
    this_combat,
    highest_life,
    counter_bans,
    optional_costs,
    cda_tokens,
    draw_up_to,
    untap_step_returns,
    any_kind_counters,
)

TRANSFORMER_RULES: tuple[type, ...] = tuple(m.TRANSFORMER for m in MECHANIC_TEXTS)
# Sentence marks ('they can't phase in'): each takes the mark and the instruction before it and returns the
# changed instruction, or None when the mark isn't its own (compiler/sentences.py).
# Rewrites of an ability's whole instructions once its sentences are joined ('repeat this process': the
# instructions become the process, mechanics/repeat_process): fn(effect, mentions) -> the effect
EFFECT_FINISHERS: tuple[Callable[[Any, Any], Any], ...] = tuple(
    f for m in MECHANIC_TEXTS for f in getattr(m, "EFFECT_FINISHERS", ()))
SENTENCE_MARKS: tuple[Callable[[Any, Any], Any], ...] = tuple(
    f for m in MECHANIC_TEXTS for f in getattr(m, "MARKS", ()))

# A mechanic's own form of a whole line (a Saga's chapter symbols, 714.2): each takes the line's text and the
# face's subtypes and returns the text the grammar reads instead, or None when the form isn't its own.
LINE_FORMS: tuple[Callable[[str, tuple[str, ...]], str | None], ...] = tuple(
    f for m in MECHANIC_TEXTS for f in getattr(m, "LINES", ()))

# A card whose text is read two ways, each its own face (cleave's bracketed words, 702.148a, 612): each takes
# the text of a single-faced card and returns the texts of its faces, or None.
CARD_FORMS: tuple[Callable[[str], tuple[str, ...] | None], ...] = tuple(
    f for m in MECHANIC_TEXTS for f in getattr(m, "CARD_FORMS", ()))

# An activated ability's ending that restricts when it may be activated (602.5b, mechanics/activation_timing):
# each takes the effect text and returns (the text without it, the condition) or None.
ACTIVATION_ENDINGS: tuple[Callable[[str], Any], ...] = tuple(
    f for m in MECHANIC_TEXTS for f in getattr(m, "ACTIVATION_ENDINGS", ()))

# An activated ability's ending that lets players other than its controller activate it (602.2, mechanics/any_player):
# each takes the effect text and a function unchunking a description mark (§N) and returns (the text without it,
# 'sorcery' or a condition or None) or None.
ACTIVATOR_ENDINGS: tuple[Callable[[str], Any], ...] = tuple(
    f for m in MECHANIC_TEXTS for f in getattr(m, "ACTIVATOR_ENDINGS", ()))

# A spell's effect and targets read as two sets, the second its kicked form ('if this spell was kicked, instead
# destroy target ...', mechanics/kicked_instead): each takes (effect, targets) and returns (effect, targets,
# Mode or None).
SPELL_SPLITS: tuple[Callable[[Any, Any], Any], ...] = tuple(
    f for m in MECHANIC_TEXTS for f in getattr(m, "SPELL_SPLITS", ()))
# A spell as built, completed: each takes the SpellAbility and returns it, changed or not (mechanics/kicker_costs:
# the targets only the kicked spell has, 601.2c)
SPELL_FINISHES: tuple[Callable[[Any], Any], ...] = tuple(
    f for m in MECHANIC_TEXTS for f in getattr(m, "SPELL_FINISHES", ()))
# A spell's checks after it is built: each returns why the spell is refused, or None (mechanics/kicker_costs)
SPELL_CHECKS: tuple[Callable[[Any], str | None], ...] = tuple(
    f for m in MECHANIC_TEXTS for f in getattr(m, "SPELL_CHECKS", ()))

# A mana ability's effect read another way ('Add {C}. If ..., add {C}{C} instead.', mechanics/conditional_mana):
# each takes the effect and returns the mechanic's node, or None.
MANA_EFFECTS: tuple[Callable[[Any], Any], ...] = tuple(
    f for m in MECHANIC_TEXTS for f in getattr(m, "MANA_EFFECTS", ()))

# 'return [count] [description] to its owner's hand' of permanents chosen as it resolves (mechanics/return_chosen):
# each takes (description, count, up to) and returns the node, or None.
CHOSEN_RETURNS: tuple[Callable[[Any, int, bool], Any], ...] = tuple(
    f for m in MECHANIC_TEXTS for f in getattr(m, "CHOSEN_RETURNS", ()))

# A results table after a die roll (706.3, mechanics/dice): each takes the effect and the rows (low, high, effect)
# and returns the effect with the table given to its roll, or None when the effect rolls no die.
RESULT_TABLES: tuple[Callable[[Any, tuple[tuple[int, int, Any], ...]], Any], ...] = tuple(
    f for m in MECHANIC_TEXTS for f in getattr(m, "RESULT_TABLES", ()))

# Class cards (716.2a, mechanics/classes): LEVEL_BARS take (cost, level, printed text) and return the level bar's
# activated ability; LEVEL_GATES take an ability printed under the bar of level N and N, and return the ability
# the Class has only from that level on.
LEVEL_BARS: tuple[Callable[[Any, int, str], Any], ...] = tuple(
    f for m in MECHANIC_TEXTS for f in getattr(m, "LEVEL_BARS", ()))
LEVEL_GATES: tuple[Callable[[Any, int], Any], ...] = tuple(
    f for m in MECHANIC_TEXTS for f in getattr(m, "LEVEL_GATES", ()))
# Effects that exile a card for a linked ability of the same object (607.2a: 'the exiled card'; hideaway, 702.75a)
LINKED_EXILES: tuple[type, ...] = tuple(t for m in MECHANIC_TEXTS for t in getattr(m, "LINKED_EXILES", ()))
# Checks of a whole card once its faces compiled (fuse, 702.102): fn(CardDef) -> why it is refused, or None
CARD_CHECKS: tuple[Callable[[Any], str | None], ...] = tuple(
    f for m in MECHANIC_TEXTS for f in getattr(m, "CARD_CHECKS", ()))
# Leveler cards (711.2, mechanics/level_up): (the range of a level symbol line or None, the striation's P/T box
# as an ability or None, the ability of a striation kept for its range)
STRIATIONS: tuple[tuple[Callable[[str], Any], Callable[[str, str], Any], Callable[[Any, int, int | None], Any]],
                  ...] = tuple(f for m in MECHANIC_TEXTS for f in getattr(m, "STRIATIONS", ()))


def grammar_files() -> tuple[Path, ...]:
    """The grammar fragments of the mechanics, in the order of `MECHANIC_TEXTS`."""
    assert all(m.__file__ for m in MECHANIC_TEXTS)
    found = (Path(str(m.__file__)).with_name("grammar.lark") for m in MECHANIC_TEXTS)
    return tuple(p for p in found if p.exists())
