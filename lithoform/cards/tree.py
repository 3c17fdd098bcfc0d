"""The vocabulary of the typed ability tree that card faces are made of (cards as data, GUIDE principle 7).

The node types live in families (cards/nodes/: references, amounts, conditions, layer parts, costs,
abilities, statics and four effect families) and in the mechanics' `nodes` modules
(lithoform/mechanics/<name>/nodes.py). This module imports them all, defines each union (`Ref`, `Amount`,
`Condition`, `Part`, `Effect`, `Ability`) once, from every member, and binds the unions where the families'
annotations find them (cards/nodes/unions.py). Import node types from here: `from lithoform.cards.tree
import X` names every node. The engine interprets these nodes; there is no class per card.
"""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.abilities import (
    ActivatedAbility,
    CardDef,
    CardFace,
    LevelAbility,
    LevelerAbility,
    Mode,
    SpellAbility,
    Trigger,
    TriggeredAbility,
)
from lithoform.cards.nodes.amounts import (
    CardsInGraveyard,
    CardsInHand,
    CardsInItsControllersGraveyard,
    CountersOn,
    CountersRemoved,
    CountOf,
    DiedThisTurn,
    GreatestAmong,
    GreatestPower,
    Half,
    LibrarySize,
    LifeTotal,
    LinkedManaValue,
    ManaValueOf,
    Minus,
    Negated,
    NoncombatDamageToOpponents,
    Plus,
    PowerOf,
    SacrificedManaValue,
    Times,
    TotalPower,
    XValue,
)
from lithoform.cards.nodes.base import (
    AbilityNode,
    AmountNode,
    ConditionNode,
    EffectNode,
    Node,
    PartNode,
    RefNode,
)
from lithoform.cards.nodes.conditions import (
    AttackingYouAtLeast,
    BouncedThisTurn,
    CastThisTurn,
    ControlsAtLeast,
    ControlsSameName,
    CountersOnThisAtLeast,
    CreatureDiedThisTurn,
    DrewThisTurn,
    FromYourGraveyard,
    GainedLifeThisTurn,
    Kicked,
    LifeAboveStart,
    LifeAtMost,
    NthSpellThisTurn,
    OpponentControlsMore,
    OpponentGraveyardAtLeast,
    RefMatches,
    SourceHasCounter,
    SourceOnBattlefield,
    SourceUntapped,
    TriggersOnceEachTurn,
    YourTurn,
)
from lithoform.cards.nodes.continuous import (
    CANT_ATTACK_KW,
    CANT_BE_BLOCKED,
    CANT_BLOCK,
    AddAbilities,
    AddTypes,
    BasePTFromManaValue,
    DoesntUntap,
    GainControl,
    LoseAllAbilities,
    LoseKeywords,
    PTBoost,
    PTBoostBy,
    PTFromCount,
    RemoveTypes,
    SetBasePT,
    SetColors,
    SetLandTypes,
    SetTypes,
    SwitchPT,
)
from lithoform.cards.nodes.costs import (
    AlternativeCost,
    Cost,
    RemoveCounterCost,
    ReturnCost,
    SacrificeCost,
    TapCost,
)
from lithoform.cards.nodes.effects_flow import (
    ChooseOne,
    CounterUnlessPays,
    DelayedEventTrigger,
    DelayedTrigger,
    DoThen,
    FlipCoin,
    IfThen,
    May,
    MayThen,
    PayAnyAmount,
    PayOptional,
    RevealTop,
    Sequence,
    UnlessPays,
)
from lithoform.cards.nodes.effects_objects import (
    ApplyContinuous,
    Attach,
    CopyStackObject,
    CounterObject,
    CreatePredefinedToken,
    CreateToken,
    CreateTokenCopy,
    CreateTokenFor,
    DealDamage,
    Destroy,
    DoubleCounters,
    Fight,
    ModifyPT,
    ModifyPTBy,
    PreventDamageThisTurn,
    PreventNextDamage,
    PutCounters,
    PutCountersChosen,
    RemoveCounters,
    ReplaceDiesThisTurn,
    SacrificeChosen,
    SacrificeObjects,
    SetBasePTBy,
    Tap,
    TokenSpec,
    Untap,
    UntapChosen,
)
from lithoform.cards.nodes.effects_players import (
    AddMana,
    GainLife,
    LoseGame,
    LoseLife,
    SkipNextStep,
    TakeExtraTurns,
)
from lithoform.cards.nodes.effects_zones import (
    Discard,
    DiscardOrLoseLife,
    DrawCards,
    Exile,
    ExileFromHand,
    ExileGraveyard,
    ExileLinked,
    LookAndSplit,
    LookAtTop,
    LookRevealToHand,
    Mill,
    PutOnLibrary,
    PutOntoBattlefield,
    ReturnChosenCard,
    ReturnLinked,
    ReturnToBattlefield,
    ReturnToHand,
    Scry,
    SearchLibrary,
    SearchLibraryAndGraveyard,
    SearchNamed,
    Surveil,
)
from lithoform.cards.nodes.refs import (
    AttachedTo,
    Created,
    Each,
    EachControlledBy,
    EachOpponent,
    EachPlayer,
    Equipped,
    Filter,
    Found,
    Linked,
    Target,
    TargetController,
    TargetPlayerOrController,
    TargetSpec,
    This,
    Triggering,
    TriggeringController,
    You,
)
from lithoform.cards.nodes.statics import (
    LOYALTY_AT_INSTANT_SPEED,
    AbilityCostModifier,
    AdditionalLandPlays,
    CombatRule,
    DamageWhere,
    DrawInstead,
    Enchant,
    EntersAsCopy,
    EntersTapped,
    EntersWithCounters,
    ExtraCounters,
    ExtraEnterTriggers,
    ExtraTriggers,
    KeepManaType,
    PreventDamage,
    PreventSomeDamage,
    ReplaceDies,
    ReplaceEntering,
    ScaleDamage,
    SpellCostModifier,
    Static,
    StaticEffect,
)
from lithoform.mechanics.activation_bans.nodes import (
    ActivationBan,
    ActivationsBanned,
    BanActivationsThisTurn,
    GroupActivationBan,
)
from lithoform.mechanics.activation_timing.nodes import DuringYourTurn
from lithoform.mechanics.adapt.nodes import Adapt
from lithoform.mechanics.addendum.nodes import CastDuringYourMainPhase
from lithoform.mechanics.additional_counters.nodes import EachEntersWithAdditional
from lithoform.mechanics.aftermath.nodes import Aftermath
from lithoform.mechanics.alternative_costs.nodes import NotYourTurn
from lithoform.mechanics.amass.nodes import Amass
from lithoform.mechanics.amount_compare.nodes import AmountAtMostAmount, PowerGreaterThan
from lithoform.mechanics.amount_replacements.nodes import LifeGainInstead, TokensInstead
from lithoform.mechanics.amplify.nodes import Amplify
from lithoform.mechanics.annihilator.nodes import DefendingPlayer
from lithoform.mechanics.any_kind_counters.nodes import ExtraPlayerCounters
from lithoform.mechanics.any_player_may.nodes import AnyPlayerMay
from lithoform.mechanics.as_enters_actions.nodes import AsEntersDo
from lithoform.mechanics.ascend.nodes import Ascend, AscendNow, HasCityBlessing
from lithoform.mechanics.attached_when_left.nodes import AttachedWhenLeft
from lithoform.mechanics.attack_events.nodes import AttackedPlayer, OpponentsAttacking
from lithoform.mechanics.attack_requirements.nodes import AttackThisNextTurn, MustAttackSource
from lithoform.mechanics.attack_taxes.nodes import AttackRestriction
from lithoform.mechanics.becomes_copy.nodes import BecomesCopy
from lithoform.mechanics.bestow.nodes import Bestow
from lithoform.mechanics.bloodthirst.nodes import Bloodthirst
from lithoform.mechanics.board_conditions.nodes import (
    AnOpponentControlsNone,
    AnyOf,
    AnyPlayerControls,
    LibraryAtMost,
    MoreCardsInHandThanEachOpponent,
    MostCommonColor,
    NoOpponentControls,
    OpponentHandAtMost,
    OpponentPoisoned,
    SingleGraveyardAtLeast,
)
from lithoform.mechanics.boast.nodes import AttackedThisTurn
from lithoform.mechanics.bolster.nodes import Bolster
from lithoform.mechanics.cant_be_targeted.nodes import (
    CantBeTargetedBy,
    CantBeTargetedByOpponents,
    GraveyardCardsCantBeTargeted,
)
from lithoform.mechanics.cant_gain_life.nodes import CantGainLife, CantGainLifeThisTurn, NoLifeGain
from lithoform.mechanics.cascade.nodes import CascadeEffect
from lithoform.mechanics.cast_bans.nodes import LandPlayBan, SpellCastBan
from lithoform.mechanics.cast_count_taxes.nodes import CastCountTax
from lithoform.mechanics.cast_exiled_now.nodes import OwnerMayCastLinked
from lithoform.mechanics.cast_from_hand.nodes import CastFromAGraveyard, CastFromYourHand
from lithoform.mechanics.cast_only_if.nodes import CastOnlyIf
from lithoform.mechanics.cast_permissions.nodes import CastFromGraveyard, PlayFromLibraryTop
from lithoform.mechanics.cast_this_game.nodes import CastAnotherNamedThisGame, FirstSpellCastThisGame
from lithoform.mechanics.cast_timing.nodes import AttackedThisStep, DuringSteps
from lithoform.mechanics.casting_windows.nodes import CastTimingRestriction, FlashFor, FlashPermissionPart
from lithoform.mechanics.casualty.nodes import OptionalCostPaid
from lithoform.mechanics.chain_copies.nodes import ChainPayCopy
from lithoform.mechanics.champion.nodes import ChampionExile
from lithoform.mechanics.change_base_pt.nodes import ChangeBasePTTo
from lithoform.mechanics.change_targets.nodes import ChangeATargetToThis, ChangeTheTarget
from lithoform.mechanics.choose_player.nodes import ChoosePlayerNow, ChosenPlayer, TargetOnly
from lithoform.mechanics.choose_rest.nodes import ChooseRest, KeepSlot
from lithoform.mechanics.chosen_color_mana.nodes import ChosenColorMana
from lithoform.mechanics.cipher.nodes import CastEncodedCopy, Cipher
from lithoform.mechanics.clash.nodes import Clash, WonClash
from lithoform.mechanics.classes.nodes import ClassLevelAtLeast, GainClassLevel
from lithoform.mechanics.cleave.nodes import Cleave
from lithoform.mechanics.combat_conditions.nodes import (
    AnyHandEmpty,
    ControlsMoreThanOpponent,
    DefendingGraveyardAtLeast,
    DefendingPlayerPoisoned,
    OpponentDealtDamageThisTurn,
)
from lithoform.mechanics.commander.nodes import (
    CommanderCasts,
    CommanderColorMana,
    CommanderToHand,
    ControlsCommander,
)
from lithoform.mechanics.companion.nodes import CastFromGraveyardEachTurn, Companion
from lithoform.mechanics.conditional_mana.nodes import ConditionalMana, ControlsEach
from lithoform.mechanics.connive.nodes import Connive
from lithoform.mechanics.control_duration.nodes import WhileYouControlSource
from lithoform.mechanics.controller_of.nodes import ControllerOf, OwnerOf
from lithoform.mechanics.converge.nodes import ColorsSpentToCast
from lithoform.mechanics.copy_per_target.nodes import CopyForEachOtherTarget
from lithoform.mechanics.cost_floors.nodes import SpellCostFloor
from lithoform.mechanics.could_produce.nodes import CouldProduceMana
from lithoform.mechanics.couldnt_sacrifice.nodes import PlayersWhoCouldntSacrifice, SacrificeOrElse
from lithoform.mechanics.count_terms.nodes import (
    CardsNamedAs,
    ColorsAmong,
    OpponentsPoison,
    YouCastThisTurn,
    YouDrewThisTurn,
)
from lithoform.mechanics.counted_pt.nodes import PTEqualTo, SignedMinus
from lithoform.mechanics.counted_totals.nodes import (
    GreatestControlled,
    GreatestDrawnThisTurn,
    KindCountersAmong,
    LifeLostThisTurn,
    SpellsCastThisTurn,
    TotalOf,
)
from lithoform.mechanics.counter_bans.nodes import CantGetCounters, CantHaveCounters
from lithoform.mechanics.counter_caps.nodes import PutCountersUpTo
from lithoform.mechanics.counter_descriptions.nodes import RemoveAllCounters, RemoveUpToCounters
from lithoform.mechanics.counter_exile.nodes import CounterExiled
from lithoform.mechanics.counter_unless_each.nodes import CounterUnlessPaysGeneric
from lithoform.mechanics.countered_this_turn.nodes import YourSpellCounteredByOpponent
from lithoform.mechanics.counts.nodes import (
    AttachedCount,
    BasicLandTypesAmong,
    BlockersOf,
    CountAtLeast,
    CountedMana,
    EntersWithCountedCounters,
    HandSizeOf,
    LifeGainedThisTurn,
    OpponentCount,
)
from lithoform.mechanics.coven.nodes import DifferentPowersAtLeast
from lithoform.mechanics.crew_power.nodes import CrewsAsThough
from lithoform.mechanics.cumulative_upkeep.nodes import CumulativeUpkeep
from lithoform.mechanics.damage_as_counters.nodes import DamageAsCounters
from lithoform.mechanics.damage_prevention.nodes import (
    PreventDamageByGroup,
    PreventDamageToOrBy,
    PreventDamageWhere,
    PreventFromChosenSource,
)
from lithoform.mechanics.damage_recipients.nodes import AttackedBy
from lithoform.mechanics.damage_redirection.nodes import (
    RedirectDamage,
    RedirectFromChosenSource,
    RedirectNextDamage,
)
from lithoform.mechanics.damage_this_way.nodes import DamageDealtThisWay
from lithoform.mechanics.damage_to_controller.nodes import EachDealsDamageToController
from lithoform.mechanics.damage_totals.nodes import DamageThisTurnAtLeast
from lithoform.mechanics.day_night.nodes import BecomeDayNight, DayAsEnters, IsDayNight
from lithoform.mechanics.dealt_damage.nodes import PermanentDealtDamageThisWay, PlayerDealtDamageThisWay
from lithoform.mechanics.delve.nodes import EntersWithDelvedCounters
from lithoform.mechanics.demonstrate.nodes import DemonstrateCopies
from lithoform.mechanics.destroyed_this_way.nodes import (
    DestroyedThisWay,
    GraveyardThisWay,
    ReturnedToHandThisWay,
    SacrificedThisWay,
)
from lithoform.mechanics.devotion.nodes import Devotion, DevotionLessThan, DevotionMana
from lithoform.mechanics.devour.nodes import Devour
from lithoform.mechanics.dice.nodes import DieRow, RollDie, RollResultAtLeast
from lithoform.mechanics.dies_this_turn.nodes import WhenThatDies
from lithoform.mechanics.different_among.nodes import DifferentValuesAmong
from lithoform.mechanics.different_names.nodes import DifferentNamesAtLeast
from lithoform.mechanics.discard_draw.nodes import DiscardedCount, DiscardedThisTurn
from lithoform.mechanics.discard_then_draw.nodes import DiscardThenDrawThatMany
from lithoform.mechanics.discard_to_battlefield.nodes import DiscardedOntoBattlefield
from lithoform.mechanics.discarded_this_way.nodes import (
    DiscardedThisWay,
    GreatestDiscardedThisWay,
    PlayersWhoDidntDiscard,
)
from lithoform.mechanics.discards.nodes import DiscardAtRandom, DiscardHand
from lithoform.mechanics.disturb.nodes import Disturb, SelfExileInsteadOfGraveyard
from lithoform.mechanics.double_faced.nodes import SpellsCastLastTurn, TransformObject
from lithoform.mechanics.draw_reveal_cast.nodes import DrawRevealMayCast
from lithoform.mechanics.draw_stealing.nodes import OpponentDrawStolen
from lithoform.mechanics.draw_up_to.nodes import DrawUpTo
from lithoform.mechanics.drawn_this_turn.nodes import PayOrPutBackDrawn
from lithoform.mechanics.dredge.nodes import Dredge
from lithoform.mechanics.each_deals_damage.nodes import (
    DealDamageDividedByController,
    EachDealsDamage,
    TappedThisWay,
)
from lithoform.mechanics.each_main_phase.nodes import NoManaAddedByThisThisTurn
from lithoform.mechanics.each_opponent_tokens.nodes import CreateAttackingEachOpponent
from lithoform.mechanics.each_reveal_top.nodes import RevealedTopCount, RevealTopEach
from lithoform.mechanics.each_spell.nodes import EachSpell
from lithoform.mechanics.echo.nodes import ControlledSinceLastUpkeep
from lithoform.mechanics.embalm.nodes import ZombieTokenCopy
from lithoform.mechanics.emblems.nodes import GetEmblem
from lithoform.mechanics.enchant_player.nodes import EnchantedPlayer
from lithoform.mechanics.end_turn.nodes import EndTheTurn
from lithoform.mechanics.energy.nodes import GetEnergy, PayEnergy
from lithoform.mechanics.enter_bans.nodes import CantEnterFrom
from lithoform.mechanics.enter_instead.nodes import SacrificeToEnter
from lithoform.mechanics.enter_trigger_bans.nodes import NoEnterTriggers
from lithoform.mechanics.enters_attacking.nodes import PutSelfFromHandAttacking
from lithoform.mechanics.enters_choice.nodes import (
    AnchorAbility,
    AsEntersChoose,
    ChooseNow,
    ProtectionFromChosen,
)
from lithoform.mechanics.escape.nodes import Escaped, EscapesWithCounters
from lithoform.mechanics.evolve.nodes import Outgrows
from lithoform.mechanics.excess_damage.nodes import DealExcessTo
from lithoform.mechanics.exchange_control.nodes import ExchangeControl
from lithoform.mechanics.exert.nodes import ExertAsAttacks
from lithoform.mechanics.exile_any_number.nodes import ExileAnyNumber
from lithoform.mechanics.exile_battlefield_and_graveyards.nodes import ExileFromBattlefieldAndGraveyards
from lithoform.mechanics.exile_cast.nodes import CastExiledNow, ExileTopOfLibrary, MayCastExiled
from lithoform.mechanics.exile_edict.nodes import ExileChosen, ReturnChosen
from lithoform.mechanics.exile_hand_and_graveyard.nodes import ExileFromHandAndGraveyard
from lithoform.mechanics.exile_instead.nodes import (
    DealtDamageThisWay,
    LeavesExileInstead,
    ReplaceDiesThisTurnAll,
)
from lithoform.mechanics.exile_instead_of_graveyard.nodes import (
    ExileFromAllGraveyards,
    ExileInsteadOfGraveyard,
    ExileInsteadOfYourGraveyardThisTurn,
)
from lithoform.mechanics.exile_sacrifice_return.nodes import ExileSacrificeReturn
from lithoform.mechanics.exile_to_play.nodes import (
    CardsInYourGraveyard,
    ExileTopCards,
    ExileTopMayPlay,
    MayCastLinkedFree,
    MayPlayExiled,
    PlayLinkedExiled,
)
from lithoform.mechanics.exile_with_counters.nodes import ExileWithCounters
from lithoform.mechanics.exiled_from_hand.nodes import GainUntilCastFromExile, MayCastSelfWhileExiled
from lithoform.mechanics.exiled_hands.nodes import ExileHandFaceDown, ReturnExiledThisWay
from lithoform.mechanics.exiled_this_way.nodes import (
    CountedController,
    ExiledThisWay,
    SomeExiledThisWay,
    TokensForEachMoved,
)
from lithoform.mechanics.exploit.nodes import ExploitSacrifice
from lithoform.mechanics.explore.nodes import Explore
from lithoform.mechanics.extra_combats.nodes import AddPhases
from lithoform.mechanics.fabricate.nodes import Fabricate
from lithoform.mechanics.face_down.nodes import FaceDownCast, TurnFaceDown
from lithoform.mechanics.fading.nodes import RemoveCounterOrSacrifice
from lithoform.mechanics.flagbearer.nodes import MustTargetFlagbearer
from lithoform.mechanics.flash_permission.nodes import CastAsThoughFlash, SelfFlash
from lithoform.mechanics.flip.nodes import FlipObject
from lithoform.mechanics.foretell.nodes import Foretell, WasForetold
from lithoform.mechanics.free_casts.nodes import (
    MayCastFromExileFree,
    MayCastFromHandFree,
    MayCastTargetFree,
    MayCastThatFree,
    SearchEachLibraryExileCast,
    SearchExileCastOthers,
)
from lithoform.mechanics.fuse.nodes import Fuse
from lithoform.mechanics.game_outcome.nodes import (
    CantLoseOrWin,
    CantLoseThisTurn,
    DamageAsInfect,
    NoLoss,
    WinGame,
)
from lithoform.mechanics.give_control.nodes import GiveControl, OwnersGainControl
from lithoform.mechanics.graft.nodes import MoveAllCounters, MoveCounters
from lithoform.mechanics.granted_alternatives.nodes import GrantedAlternativeCost
from lithoform.mechanics.granter_refs.nodes import Granter, SacrificeGranter
from lithoform.mechanics.graveyard_cast_turn.nodes import GainsFlashbackThisTurn, MayCastFromGraveyardThisTurn
from lithoform.mechanics.graveyard_counts.nodes import (
    AmountAtLeast,
    CardTypesAmong,
    CountersAmong,
    ManaValuesAmong,
)
from lithoform.mechanics.graveyard_exile.nodes import ExileOwnGraveyardCard, OwnsCardInExile
from lithoform.mechanics.graveyard_grants.nodes import GraveyardCardsHave
from lithoform.mechanics.graveyard_play.nodes import PlayFromGraveyard, PlayFromGraveyardThisTurn
from lithoform.mechanics.graveyard_shuffle.nodes import ShuffleCardsIntoLibrary
from lithoform.mechanics.graveyard_to_bottom.nodes import GraveyardToLibraryBottom
from lithoform.mechanics.hand_choice.nodes import ChooseFromHand, DiscardChosen, RevealChosen
from lithoform.mechanics.hand_comparisons.nodes import OpponentHasMore, OpponentLifeAtMost
from lithoform.mechanics.hand_or_graveyard.nodes import ExileFromHandOrGraveyard
from lithoform.mechanics.hand_reveal.nodes import (
    RevealChosenDiscard,
    RevealedFromHand,
    RevealedHandCount,
    RevealFromHand,
    RevealOneFromHand,
)
from lithoform.mechanics.hand_size.nodes import MaxHandSizeChange, ReduceMaxHandSize
from lithoform.mechanics.hands.nodes import LookAtHand
from lithoform.mechanics.haunt.nodes import HauntExile
from lithoform.mechanics.hideaway.nodes import HideawayExile, PlayLinkedFree, PutLinkedInHand
from lithoform.mechanics.highest_life.nodes import LifeTotalAmong
from lithoform.mechanics.in_graveyard.nodes import ThisInYourGraveyard
from lithoform.mechanics.its_counters.nodes import PutSourceCounters, SourceHadCounters
from lithoform.mechanics.kept_mana.nodes import AddKeptMana
from lithoform.mechanics.keyword_counters.nodes import EntersWithCounterChoice, PutChosenKindCounter
from lithoform.mechanics.kicked_counters.nodes import EntersWithCountersIf, KickedEntersWithCounters
from lithoform.mechanics.kinship.nodes import KinshipReveal
from lithoform.mechanics.land_entered.nodes import EnteredThisTurnCount, EnteredUnderYourControlThisTurn
from lithoform.mechanics.land_plays.nodes import ExtraLandPlays, PlayAdditionalLands
from lithoform.mechanics.lands.nodes import (
    ControlsAtLeastBesides,
    ControlsAtMost,
    DefendingPlayerControls,
    EntersTappedUnless,
    EntersTappedUnlessPayLife,
    EntersTappedUnlessReveal,
)
from lithoform.mechanics.learn.nodes import Learn
from lithoform.mechanics.library_exile.nodes import ExileLibrary
from lithoform.mechanics.library_look.nodes import (
    Dig,
    DigStep,
    PutFromHandOnLibrary,
    SearchOpponentChooses,
    ShuffleGraveyardIntoLibrary,
    ShuffleLibrary,
)
from lithoform.mechanics.life_exchange.nodes import DoubleLifeTotal, ExchangeLifeTotals
from lithoform.mechanics.life_floor.nodes import LifeFloor, LifeFloorPart, LifeFloorThisTurn
from lithoform.mechanics.life_lost.nodes import (
    ExileOwnThings,
    LifeLostThisWay,
    LoseLifeTheyLost,
    LostLifeAtLeast,
)
from lithoform.mechanics.life_total_becomes.nodes import SetLifeTotal
from lithoform.mechanics.linked_color_mana.nodes import LinkedColorMana
from lithoform.mechanics.linked_owner.nodes import LinkedCount, LinkedOwners
from lithoform.mechanics.lure.nodes import BlockObjectThisTurn
from lithoform.mechanics.madness.nodes import CastMadness, Madness
from lithoform.mechanics.mana_replacements.nodes import TappedManaInstead
from lithoform.mechanics.mana_spent.nodes import ManaSpentToCast, NoManaSpentToCast
from lithoform.mechanics.mana_spent_conditions.nodes import ManaWasSpent
from lithoform.mechanics.mana_spent_from.nodes import (
    ManaSpentFrom,
    ManaSpentFromCount,
    SnowSpent,
    SnowSpentCount,
)
from lithoform.mechanics.mana_triggers.nodes import AddAdditionalMana
from lithoform.mechanics.mass_removal.nodes import EachOwnedBy
from lithoform.mechanics.meld.nodes import Meld
from lithoform.mechanics.melee.nodes import OpponentsAttacked
from lithoform.mechanics.milled_this_way.nodes import MilledThisWay, TwoMilledShareColor
from lithoform.mechanics.miracle.nodes import CastMiracle, Miracle
from lithoform.mechanics.monarch.nodes import BecomeMonarch, ExileUntilMonarch
from lithoform.mechanics.monstrosity.nodes import IsMonstrous, Monstrosity
from lithoform.mechanics.more_conditions.nodes import (
    AllOf,
    NoCardsInHand,
    PutIntoYourGraveyardThisTurn,
    SourceEnteredThisTurn,
    YouCastIt,
)
from lithoform.mechanics.moved_card_values.nodes import MovedCardValue
from lithoform.mechanics.mulligan_actions.nodes import MulliganExileHand
from lithoform.mechanics.multikicker.nodes import TimesKicked
from lithoform.mechanics.mutate.nodes import CastUsingMutate, MergeWithTarget, TimesMutated
from lithoform.mechanics.myriad.nodes import MyriadCopies
from lithoform.mechanics.name_bans.nodes import ChosenNameActivationBan, ChosenNameCantBeCast
from lithoform.mechanics.name_purge.nodes import ExileNamedFromHandAndGraveyard, SearchZonesExile
from lithoform.mechanics.next_draw_instead.nodes import DrawDoInstead, NextDrawInstead
from lithoform.mechanics.next_spell_copy.nodes import WhenYouCastNext
from lithoform.mechanics.ninjutsu.nodes import NinjutsuEnter
from lithoform.mechanics.no_mana_spent.nodes import NoManaToCast
from lithoform.mechanics.off_battlefield_types.nodes import OffBattlefieldTypes
from lithoform.mechanics.opening_hand.nodes import BeginOnBattlefield, RevealFromOpeningHand
from lithoform.mechanics.opponent_cast.nodes import OpponentCastThisTurn, YouDidntCastThisTurn
from lithoform.mechanics.opponent_controls.nodes import OpponentControlsAtLeast
from lithoform.mechanics.opponent_history.nodes import OpponentDidThisTurn
from lithoform.mechanics.opponents_turn.nodes import OpponentsTurn
from lithoform.mechanics.optional_untap.nodes import MayNotUntap
from lithoform.mechanics.others_enter_tapped.nodes import OthersEnterTapped
from lithoform.mechanics.outside_game.nodes import OutsideGameToHand
from lithoform.mechanics.owned_counts.nodes import OwnedInExileAndGraveyard
from lithoform.mechanics.owner_may_play.nodes import ExileFromLookedHand
from lithoform.mechanics.owner_name_bans.nodes import OwnerNameCastBan
from lithoform.mechanics.pack_tactics.nodes import AttackedWithTotalPower
from lithoform.mechanics.partner.nodes import PartnerSearch
from lithoform.mechanics.party.nodes import FullParty, PartySize
from lithoform.mechanics.pay_life.nodes import PayLife
from lithoform.mechanics.pay_reflexive.nodes import TriggerReflexive
from lithoform.mechanics.pay_times.nodes import PayAnyNumberOfTimes
from lithoform.mechanics.per_recipient.nodes import CountControlledBy, EachRecipient
from lithoform.mechanics.permanent_piles.nodes import SeparateIntoPiles
from lithoform.mechanics.phasing.nodes import CantPhaseIn, PhaseOut
from lithoform.mechanics.player_counts.nodes import HandAtLeast, LifeAtLeast
from lithoform.mechanics.player_greatest.nodes import GreatestPowerOf
from lithoform.mechanics.player_hexproof.nodes import PlayerKeywords, YouGainKeywordsThisTurn, YouHaveKeyword
from lithoform.mechanics.player_or_planeswalker.nodes import PlayerOrTheirPlaneswalker
from lithoform.mechanics.player_search.nodes import PlayerSearches
from lithoform.mechanics.player_taps.nodes import TapChosen
from lithoform.mechanics.player_verbs.nodes import (
    CantThisTurn,
    CountAtMost,
    ExileFromOwnHand,
    GetPoison,
    MayPlayer,
    OneSpellEachTurn,
    Payer,
    PlayerBan,
    PlayerExilesTop,
    PlayerUnlessPays,
    PutFromOwnHandOnTop,
    RevealHand,
    ShuffleHandIntoLibrary,
)
from lithoform.mechanics.players_who_control.nodes import EachPlayerWhoControls
from lithoform.mechanics.populate.nodes import Populate
from lithoform.mechanics.prevent_by.nodes import PreventDamageBy
from lithoform.mechanics.prevented_life.nodes import GainLifePrevented
from lithoform.mechanics.process_exiled.nodes import PutExiledIntoGraveyard
from lithoform.mechanics.proliferate.nodes import Proliferate
from lithoform.mechanics.protection.nodes import GainProtectionChosenColor, YouHaveProtectionFromChosenName
from lithoform.mechanics.prowl.nodes import ProwlDamage
from lithoform.mechanics.put_from_graveyard.nodes import PutFromGraveyard
from lithoform.mechanics.put_from_hand.nodes import PutFromHand
from lithoform.mechanics.radiance.nodes import AndSharingColor
from lithoform.mechanics.raid.nodes import YouAttackedThisTurn, YouDidntAttackThisTurn
from lithoform.mechanics.rampage.nodes import BlockersBeyondFirst
from lithoform.mechanics.reanimation_auras.nodes import (
    ReturnEnchantedCard,
    SacrificePutWithSource,
    SacrificeWhenSourceLeaves,
)
from lithoform.mechanics.rebound.nodes import CastRebounded, Rebound
from lithoform.mechanics.reconfigure.nodes import AttachedToCreature, Unattach
from lithoform.mechanics.regeneration.nodes import Regenerate, RegenerationShield
from lithoform.mechanics.remove_combat.nodes import RemoveFromCombat
from lithoform.mechanics.renown.nodes import IsRenowned, Renown
from lithoform.mechanics.repeat_process.nodes import RepeatProcess, RepeatThisProcess
from lithoform.mechanics.replicate.nodes import ReplicateCopies
from lithoform.mechanics.resolution_count.nodes import NthResolutionThisTurn
from lithoform.mechanics.restart.nodes import RestartGame
from lithoform.mechanics.return_attached.nodes import ReturnSelfAttached
from lithoform.mechanics.return_chosen.nodes import ReturnChosenPermanent
from lithoform.mechanics.returns_as_aura.nodes import ReturnAsAura
from lithoform.mechanics.reveal_cost.nodes import ControlledAsCast, RevealedCardValue
from lithoform.mechanics.reveal_first_draw.nodes import RevealFirstDraw
from lithoform.mechanics.reveal_top.nodes import (
    PutIntoGraveyard,
    RevealAtRandomFromHand,
    RevealedCard,
    RevealTopCard,
)
from lithoform.mechanics.reveal_top_player.nodes import RevealTopToHand
from lithoform.mechanics.revolt.nodes import PermanentLeftThisTurn
from lithoform.mechanics.riot.nodes import Riot
from lithoform.mechanics.ripple.nodes import RippleEffect
from lithoform.mechanics.sacrifice_all.nodes import SacrificeAllControlled
from lithoform.mechanics.sacrifice_any_number.nodes import SacrificeAnyNumber
from lithoform.mechanics.sacrifice_each.nodes import SacrificeEachOf
from lithoform.mechanics.sacrificed_values.nodes import SacrificedPower, SacrificedWas
from lithoform.mechanics.saga.nodes import ExileReturnTransformed
from lithoform.mechanics.same_name.nodes import SameNameAs
from lithoform.mechanics.search_bans.nodes import CantSearch, SearchTopOnly
from lithoform.mechanics.search_keep_rest.nodes import SearchKeepExileRest
from lithoform.mechanics.self_status.nodes import (
    SourceAttachedBy,
    SourceAttacking,
    SourceModified,
    SourceTapped,
)
from lithoform.mechanics.shared_creature_type.nodes import GreatestSharingType
from lithoform.mechanics.shuffle_instead.nodes import SelfShuffleInsteadOfGraveyard
from lithoform.mechanics.shuffle_into_library.nodes import ShuffleIntoLibrary
from lithoform.mechanics.skip_steps.nodes import SkipStepStatic
from lithoform.mechanics.skip_turn_untap.nodes import SkipTurnToUntap
from lithoform.mechanics.soulbond.nodes import BothUnpaired, IsPaired, PairSoulbond
from lithoform.mechanics.source_durations.nodes import ForAsLongAs
from lithoform.mechanics.spectacle.nodes import OpponentLostLifeThisTurn
from lithoform.mechanics.spell_enters_counters.nodes import EntersWithCountersOnSpell, SpellEntersWithCounters
from lithoform.mechanics.spell_order.nodes import WasNthSpellCast
from lithoform.mechanics.spend_any_color.nodes import SpendAsAnyColor
from lithoform.mechanics.splice.nodes import Splice
from lithoform.mechanics.step_owners.nodes import ActivePlayer, DelayedAbout
from lithoform.mechanics.storm.nodes import StormCopies
from lithoform.mechanics.sunburst.nodes import Sunburst
from lithoform.mechanics.surge.nodes import AlternativeCostPaid
from lithoform.mechanics.suspend.nodes import CastSuspended, RemoveTimeCounter, Suspend
from lithoform.mechanics.tap_or_untap.nodes import TapOrUntap
from lithoform.mechanics.targets_cost.nodes import SpellTargets
from lithoform.mechanics.this_combat.nodes import AttackedOrBlockedThisCombat
from lithoform.mechanics.this_way_objects.nodes import CountersRemovedThisWay, DrawnThisWay, MovedThisWay
from lithoform.mechanics.timed_cost_changes.nodes import SpellCostChangeFor, SpellCostChangePart
from lithoform.mechanics.token_pairs.nodes import CreateTokensTogether
from lithoform.mechanics.top_card_abilities.nodes import ActivatedAbilitiesOfTop, TopOfLibraryIs
from lithoform.mechanics.top_or_bottom.nodes import OwnerPutsTopOrBottom
from lithoform.mechanics.toughness_of.nodes import ToughnessOf
from lithoform.mechanics.training.nodes import AttacksWithGreaterPower, Train
from lithoform.mechanics.transmute.nodes import TransmuteSearch
from lithoform.mechanics.tribute.nodes import Tribute, TributeNotPaid
from lithoform.mechanics.two_targets.nodes import TargetsTogether
from lithoform.mechanics.uncounterable.nodes import (
    CantBeCounteredIf,
    NoCountering,
    SpellsCantBeCountered,
    SpellsUncounterableThisTurn,
)
from lithoform.mechanics.undying.nodes import HadNoCounters, ReturnWithCounter
from lithoform.mechanics.unearth.nodes import Unearth
from lithoform.mechanics.unleash.nodes import Unleash
from lithoform.mechanics.unless_cost.nodes import SacrificeUnlessCost
from lithoform.mechanics.unless_discard.nodes import UnlessDiscard
from lithoform.mechanics.unless_player_pays.nodes import UnlessPlayerPays
from lithoform.mechanics.unless_they.nodes import LoseLifeUnless
from lithoform.mechanics.unless_you.nodes import UnlessYouMove
from lithoform.mechanics.unpreventable.nodes import (
    DamageCantBePrevented,
    DamageCantBePreventedThisTurn,
    NoDamagePrevention,
)
from lithoform.mechanics.untap_limits.nodes import UntapLimit
from lithoform.mechanics.untap_others.nodes import UntapsDuringOthers
from lithoform.mechanics.untap_step_returns.nodes import ReturnAsYouUntap
from lithoform.mechanics.venture.nodes import CompletedDungeon, Venture
from lithoform.mechanics.voting.nodes import MostVoted, Vote, VoteObject, VotesFor, VoteWins
from lithoform.mechanics.ward_costs.nodes import CounterUnlessPaysCost
from lithoform.mechanics.with_attached.nodes import AndAttached
from lithoform.mechanics.x_mana_color.nodes import SpendOnlyOnX
from lithoform.mechanics.your_choice.nodes import BecomesChosen, BecomesColorsOfChoice
from lithoform.mechanics.zone_colors.nodes import ChosenColors, ColorsOffBattlefield

# What an effect refers to: objects and players (109.2, 115.1).
Ref = (
    This | Target | Created | Triggering | You | EachOpponent | TargetController | Linked | Equipped | Each
    | TargetPlayerOrController | EachPlayer | TriggeringController | Found | AttachedTo | EachControlledBy | CardsInYourGraveyard
    | EnchantedPlayer
)
Ref = Ref | SameNameAs  # mechanics/same_name
Ref = Ref | EachOwnedBy  # mechanics/mass_removal
Ref = Ref | EachSpell  # mechanics/each_spell
Ref = Ref | TargetsTogether  # mechanics/two_targets
Ref = Ref | AndAttached  # mechanics/with_attached
Ref = Ref | AndSharingColor  # mechanics/radiance
Ref = Ref | DefendingPlayer  # mechanics/annihilator
Ref = Ref | AttackedPlayer | OpponentsAttacking  # mechanics/attack_events
Ref = Ref | AttackedBy  # mechanics/damage_recipients
Ref = Ref | EachRecipient  # mechanics/per_recipient
Ref = Ref | LinkedOwners  # mechanics/linked_owner
Ref = Ref | DealtDamageThisWay  # mechanics/exile_instead

# A number: given, or counted as the effect applies (107.1, 608.2h).
Amount = (
    int | XValue | SacrificedManaValue | CountersRemoved | LinkedManaValue | CountOf | PowerOf | ManaValueOf
    | CardsInGraveyard | DiedThisTurn | CountersOn | GreatestPower | TotalPower | NoncombatDamageToOpponents
    | CardsInHand | LibrarySize | LifeTotal | Half | Negated
)
Amount = Amount | CardTypesAmong | ManaValuesAmong | CountersAmong  # mechanics/graveyard_counts
Amount = Amount | OwnedInExileAndGraveyard  # mechanics/owned_counts
Amount = Amount | TotalOf | LifeLostThisTurn | SpellsCastThisTurn | GreatestControlled | GreatestDrawnThisTurn | KindCountersAmong  # mechanics/counted_totals
Amount = Amount | RevealedCardValue  # mechanics/reveal_cost
Amount = Amount | RevealedTopCount  # mechanics/each_reveal_top
Amount = Amount | SacrificedPower  # mechanics/sacrificed_values
Amount = Amount | CountControlledBy  # mechanics/per_recipient
Amount = Amount | ToughnessOf  # mechanics/toughness_of
Amount = Amount | ManaSpentToCast  # mechanics/mana_spent
Amount = Amount | ExiledThisWay  # mechanics/exiled_this_way
Amount = Amount | AttachedWhenLeft  # mechanics/attached_when_left
Amount = Amount | CardsInItsControllersGraveyard  # a filter's amount (rules/continuous/filters.py)
Amount = Amount | DestroyedThisWay | SacrificedThisWay | GraveyardThisWay | ReturnedToHandThisWay  # mechanics/destroyed_this_way
Amount = Amount | DiscardedThisWay | GreatestDiscardedThisWay  # mechanics/discarded_this_way
Amount = Amount | Times | Plus | Minus | GreatestAmong  # arithmetic and greatest values (mechanics/counts evaluates them)
Amount = Amount | BasicLandTypesAmong | OpponentCount | LifeGainedThisTurn | AttachedCount  # mechanics/counts
Amount = Amount | CardsNamedAs | ColorsAmong | YouCastThisTurn | YouDrewThisTurn | OpponentsPoison  # mechanics/count_terms
Amount = Amount | MovedCardValue  # mechanics/moved_card_values
Amount = Amount | HandSizeOf | BlockersOf  # mechanics/counts
Amount = Amount | SignedMinus  # mechanics/counted_pt
Amount = Amount | LifeTotalAmong  # mechanics/highest_life

# 'if ...' (608.2c), an intervening 'if' (603.4), 'as long as ...' (611.3a).
Condition = (
    Kicked | SourceUntapped | LifeAtMost | ControlsAtLeast | CreatureDiedThisTurn | GainedLifeThisTurn
    | RefMatches | BouncedThisTurn | ControlsSameName | NthSpellThisTurn | SourceOnBattlefield
    | OpponentGraveyardAtLeast | DrewThisTurn | SourceHasCounter | CastThisTurn | LifeAboveStart
    | CountersOnThisAtLeast | FromYourGraveyard | YourTurn | AttackingYouAtLeast | OpponentControlsMore
    | ControlledSinceLastUpkeep | SpellsCastLastTurn | ControlsAtMost | AttackedThisTurn
    | ControlledSinceLastUpkeep | SpellsCastLastTurn | ControlsAtMost
    | AttachedToCreature
)
Condition = Condition | AmountAtLeast  # mechanics/graveyard_counts
Condition = Condition | ProwlDamage  # mechanics/prowl
Condition = Condition | NoManaAddedByThisThisTurn  # mechanics/each_main_phase
Condition = Condition | NthResolutionThisTurn  # mechanics/resolution_count
Condition = Condition | OpponentCastThisTurn  # mechanics/opponent_cast
Condition = Condition | YouDidntCastThisTurn  # mechanics/opponent_cast
Condition = Condition | OpponentDidThisTurn  # mechanics/opponent_history
Condition = Condition | DuringSteps | AttackedThisStep  # mechanics/cast_timing
Condition = Condition | HadNoCounters  # mechanics/undying
Condition = Condition | ManaWasSpent  # mechanics/mana_spent_conditions
Condition = Condition | ThisInYourGraveyard  # mechanics/in_graveyard
Condition = Condition | PermanentLeftThisTurn  # mechanics/revolt
Condition = Condition | SpellTargets  # mechanics/targets_cost
Condition = Condition | OpponentLostLifeThisTurn  # mechanics/spectacle
Condition = Condition | LostLifeAtLeast  # mechanics/life_lost
Condition = Condition | DiscardedThisTurn  # mechanics/discard_draw
Amount = Amount | DiscardedCount  # mechanics/discard_draw
Condition = Condition | OwnsCardInExile  # mechanics/graveyard_exile
Condition = Condition | OpponentControlsAtLeast  # mechanics/opponent_controls
Condition = Condition | YouAttackedThisTurn | YouDidntAttackThisTurn  # mechanics/raid
Condition = Condition | IsMonstrous  # mechanics/monstrosity
Condition = Condition | NotYourTurn  # mechanics/alternative_costs
Condition = Condition | AllOf | SourceEnteredThisTurn | NoCardsInHand  # mechanics/more_conditions
Condition = Condition | SourceAttacking | SourceTapped | SourceAttachedBy | SourceModified  # mechanics/self_status
Condition = Condition | LifeAtLeast | HandAtLeast  # mechanics/player_counts
Condition = Condition | DifferentPowersAtLeast  # mechanics/coven
Condition = Condition | WasNthSpellCast  # mechanics/spell_order
Condition = Condition | PlayerDealtDamageThisWay | PermanentDealtDamageThisWay  # mechanics/dealt_damage
Condition = Condition | SomeExiledThisWay  # mechanics/exiled_this_way
Condition = Condition | TopOfLibraryIs  # mechanics/top_card_abilities
Condition = Condition | DifferentNamesAtLeast  # mechanics/different_names

# One part of a continuous effect, applied in its layer (613.1), or rules-changing (no layer).
Part = (
    GainControl | AddTypes | RemoveTypes | SetColors | AddAbilities | LoseAllAbilities | LoseKeywords
    | SetBasePT | BasePTFromManaValue | PTBoost | SwitchPT | PTFromCount | PTBoostBy | DoesntUntap
    | CantPhaseIn
)
Part = Part | CantBeTargetedByOpponents  # mechanics/cant_be_targeted
Part = Part | PTEqualTo  # mechanics/counted_pt
Part = Part | SetTypes  # 205.1a: 'it's an Aura enchantment' (mechanics/returns_as_aura)
Part = Part | SetLandTypes  # 305.7: 'nonbasic lands are Mountains' (mechanics/land_types)
Part = Part | ActivatedAbilitiesOfTop  # 613.1f: 'all activated abilities of that card' (mechanics/top_card_abilities)
Part = Part | ChosenColors  # 613.1e: 'are the chosen color' (mechanics/zone_colors)

# An instruction of a spell or ability (608.2).
Effect = (
    DealDamage | ApplyContinuous | CounterObject | ModifyPT | DrawCards | Discard | AddMana | CreateToken
    | CreateTokenCopy | Destroy | SacrificeObjects | Untap | Tap | GainLife | LoseLife | PutCounters | May
    | IfThen | Sequence | DelayedTrigger | Attach | CopyStackObject | ExileLinked | ExileFromHand
    | ReturnLinked | PayOptional | PayAnyAmount | SkipNextStep | PreventNextDamage | Exile | ReturnToHand
    | ReturnToBattlefield | PutOnLibrary | Scry | Surveil | Mill | SearchLibrary | Fight | SacrificeChosen
    | CounterUnlessPays | MayThen | CreateTokenFor | SearchNamed | FlipCoin | RevealTop | LookAndSplit
    | ExileGraveyard | RemoveCounters | DoubleCounters | UntapChosen | ModifyPTBy | PutCountersChosen
    | UnlessPays | CreatePredefinedToken | LookAtTop | ChooseOne | ReturnChosenCard
    | SetBasePTBy | Regenerate | SearchLibraryAndGraveyard | GainProtectionChosenColor | ReplaceDiesThisTurn
    | PreventDamageThisTurn | LoseGame | DoThen | PhaseOut | TakeExtraTurns | EndTheTurn
    | DelayedEventTrigger | LookRevealToHand | GetEmblem | DiscardOrLoseLife | PutOntoBattlefield
    | CumulativeUpkeep | TransformObject | ExileTopMayPlay | MayCastLinkedFree | StormCopies
    | ReplicateCopies | RippleEffect | DemonstrateCopies
    | TurnFaceDown | ExileReturnTransformed | Unattach
)
Effect = Effect | ReturnWithCounter  # mechanics/undying
Effect = Effect | AddAdditionalMana  # mechanics/mana_triggers
Effect = Effect | PutFromHand  # mechanics/put_from_hand
Effect = Effect | PutFromGraveyard  # mechanics/put_from_graveyard
Effect = Effect | Proliferate  # mechanics/proliferate
Effect = Effect | Populate  # mechanics/populate
Effect = Effect | CascadeEffect  # mechanics/cascade
Effect = Effect | RemoveTimeCounter | CastSuspended  # mechanics/suspend
Effect = Effect | CastRebounded  # mechanics/rebound
Effect = Effect | CastMadness  # mechanics/madness
Effect = Effect | OwnerMayCastLinked  # mechanics/cast_exiled_now
Effect = Effect | ChainPayCopy  # mechanics/chain_copies
Effect = Effect | Unearth  # mechanics/unearth
Ref = Ref | PlayerOrTheirPlaneswalker  # mechanics/player_or_planeswalker
Condition = Condition | OpponentsTurn  # mechanics/opponents_turn
Condition = Condition | EnteredUnderYourControlThisTurn  # mechanics/land_entered
Effect = Effect | GetEnergy | PayEnergy  # mechanics/energy
Effect = Effect | Connive  # mechanics/connive
Effect = Effect | DiscardThenDrawThatMany  # mechanics/discard_then_draw
Effect = Effect | SacrificeAnyNumber  # mechanics/sacrifice_any_number
Effect = Effect | ExileAnyNumber  # mechanics/exile_any_number
Effect = Effect | ExileFromBattlefieldAndGraveyards  # mechanics/exile_battlefield_and_graveyards
Effect = Effect | ExileFromHandAndGraveyard  # mechanics/exile_hand_and_graveyard
Effect = Effect | ChangeBasePTTo  # mechanics/change_base_pt
Effect = Effect | PutSourceCounters  # mechanics/its_counters
Effect = Effect | ExileChosen | ReturnChosen  # mechanics/exile_edict
Effect = Effect | ChooseRest  # mechanics/choose_rest
Effect = Effect | RevealTopEach  # mechanics/each_reveal_top
Amount = Amount | GreatestSharingType  # mechanics/shared_creature_type
Effect = Effect | Monstrosity  # mechanics/monstrosity
Effect = Effect | CounterUnlessPaysCost  # mechanics/ward_costs
Effect = Effect | SacrificeUnlessCost  # mechanics/unless_cost
Effect = Effect | ShuffleCardsIntoLibrary  # mechanics/graveyard_shuffle
Effect = Effect | PreventDamageBy  # mechanics/prevent_by
Effect = Effect | Dig | PutFromHandOnLibrary | ShuffleLibrary | ShuffleGraveyardIntoLibrary
Effect = Effect | ExileLibrary  # mechanics/library_exile
Effect = Effect | AttackThisNextTurn  # mechanics/attack_requirements
Part = Part | MustAttackSource  # mechanics/attack_requirements
Effect = Effect | CreateAttackingEachOpponent  # mechanics/each_opponent_tokens
Effect = Effect | ExileFromAllGraveyards  # mechanics/exile_instead_of_graveyard
Effect = Effect | BecomeMonarch | ExileUntilMonarch  # mechanics/monarch
Effect = Effect | WhenYouCastNext  # mechanics/next_spell_copy
Effect = Effect | SpellEntersWithCounters  # mechanics/spell_enters_counters
Effect = Effect | UnlessPlayerPays  # mechanics/unless_player_pays
Effect = Effect | SearchOpponentChooses  # mechanics/library_look
Effect = Effect | NinjutsuEnter  # mechanics/ninjutsu
Effect = Effect | LookAtHand  # mechanics/hands
Effect = Effect | ChooseFromHand | RevealChosen | DiscardChosen  # mechanics/hand_choice
Effect = Effect | SacrificeOrElse  # mechanics/couldnt_sacrifice
Ref = Ref | PlayersWhoCouldntSacrifice  # mechanics/couldnt_sacrifice
Effect = Effect | DiscardAtRandom | DiscardHand  # mechanics/discards
Effect = Effect | TapOrUntap  # mechanics/tap_or_untap
Effect = Effect | TapChosen  # mechanics/player_taps
Effect = Effect | CopyForEachOtherTarget  # mechanics/copy_per_target
Effect = Effect | TriggerReflexive  # mechanics/pay_reflexive
Effect = Effect | ReduceMaxHandSize  # mechanics/hand_size
Effect = Effect | RevealTopCard | PutIntoGraveyard | RevealAtRandomFromHand  # mechanics/reveal_top
Ref = Ref | RevealedCard  # mechanics/reveal_top
Effect = Effect | ExileTopCards | MayPlayExiled  # mechanics/exile_to_play
Effect = Effect | ExileTopOfLibrary | MayCastExiled | CastExiledNow  # mechanics/exile_cast
Effect = Effect | RevealTopToHand  # mechanics/reveal_top_player
Effect = Effect | PartnerSearch  # mechanics/partner
Effect = Effect | MoveCounters | MoveAllCounters  # mechanics/graft
Effect = Effect | Adapt  # mechanics/adapt
Effect = Effect | TransmuteSearch  # mechanics/transmute
Effect = Effect | AscendNow  # mechanics/ascend
Condition = Condition | HasCityBlessing  # mechanics/ascend
Amount = Amount | TimesKicked  # mechanics/multikicker
Amount = Amount | TimesMutated  # mechanics/mutate

# An ability of a card face (113): activated, triggered, static, replacement, ...
Ability = (
    ActivatedAbility | TriggeredAbility | EntersWithCounters | Static | StaticEffect | EntersTapped
    | EntersAsCopy | ReplaceDies | PreventDamage | Enchant | KeepManaType | ExtraEnterTriggers
    | ActivationBan | AdditionalLandPlays | ExtraTriggers | ExtraCounters | DrawInstead | ScaleDamage
    | ReplaceEntering | CombatRule | CastFromGraveyard | PlayFromLibraryTop | SpellCostModifier | AbilityCostModifier
    | EntersTappedUnless | EntersTappedUnlessPayLife | AsEntersChoose | EntersTappedUnlessReveal | AnchorAbility
    | FaceDownCast | Bestow
)
Ability = Ability | PreventSomeDamage  # 615.7
Ability = Ability | MaxHandSizeChange  # mechanics/hand_size
Ability = Ability | LifeGainInstead | TokensInstead  # mechanics/amount_replacements
Ability = Ability | Bloodthirst  # mechanics/bloodthirst
Ability = Ability | CastUsingMutate  # mechanics/mutate
Ability = Ability | Splice  # mechanics/splice (702.47)
Ability = Ability | AsEntersDo  # mechanics/as_enters_actions
Ability = Ability | Amplify  # mechanics/amplify
Ability = Ability | Sunburst  # mechanics/sunburst
Ability = Ability | CantBeTargetedBy | GraveyardCardsCantBeTargeted  # mechanics/cant_be_targeted
Ability = Ability | EntersWithDelvedCounters  # mechanics/delve
Ability = Ability | MustTargetFlagbearer  # mechanics/flagbearer
Ability = Ability | Disturb | SelfExileInsteadOfGraveyard  # mechanics/disturb
Ability = Ability | SelfShuffleInsteadOfGraveyard  # mechanics/shuffle_instead
Ability = Ability | Aftermath  # mechanics/aftermath
Ability = Ability | Fuse  # mechanics/fuse
Ability = Ability | ColorsOffBattlefield  # mechanics/zone_colors (611.3a)
Ability = Ability | SpendAsAnyColor  # mechanics/spend_any_color (609.4b)
Effect = Effect | WinGame | CantLoseThisTurn  # mechanics/game_outcome
Effect = Effect | GainLifePrevented  # mechanics/prevented_life
Part = Part | NoLoss  # mechanics/game_outcome
Ability = Ability | CantLoseOrWin | DamageAsInfect  # mechanics/game_outcome
Ability = Ability | LeavesExileInstead  # mechanics/exile_instead
Ability = Ability | Cleave  # mechanics/cleave
Ability = Ability | EntersWithCountersIf  # mechanics/kicked_counters
Ability = Ability | CastAsThoughFlash  # mechanics/flash_permission
Ability = Ability | Suspend  # mechanics/suspend
Ability = Ability | Rebound  # mechanics/rebound
Ability = Ability | Madness  # mechanics/madness
Ability = Ability | MayNotUntap  # mechanics/optional_untap
Ability = Ability | ExileInsteadOfGraveyard  # mechanics/exile_instead_of_graveyard
Effect = Effect | ExileInsteadOfYourGraveyardThisTurn  # mechanics/exile_instead_of_graveyard (611.2a)
Effect = Effect | ReturnChosenPermanent  # mechanics/return_chosen
Effect = Effect | RestartGame  # mechanics/restart
Effect = Effect | RepeatProcess | RepeatThisProcess  # mechanics/repeat_process
Effect = Effect | Meld  # mechanics/meld
Effect = Effect | ReturnAsAura  # mechanics/returns_as_aura
Effect = Effect | FlipObject  # mechanics/flip
Effect = Effect | OwnerPutsTopOrBottom  # mechanics/top_or_bottom
Amount = Amount | Devotion  # mechanics/devotion
Amount = Amount | LifeLostThisWay  # mechanics/life_lost
Amount = Amount | DamageDealtThisWay  # mechanics/damage_this_way
Amount = Amount | ColorsSpentToCast  # mechanics/converge
Amount = Amount | LifeLostThisWay  # mechanics/life_lost
Effect = Effect | PlayAdditionalLands  # mechanics/land_plays
Part = Part | ExtraLandPlays  # mechanics/land_plays
Effect = Effect | PlayerSearches  # mechanics/player_search
Effect = Effect | ExileOwnGraveyardCard  # mechanics/graveyard_exile
Effect = Effect | ConditionalMana  # mechanics/conditional_mana
Effect = Effect | ChosenColorMana  # mechanics/chosen_color_mana
Effect = Effect | CouldProduceMana  # mechanics/could_produce (106.7)
Effect = Effect | LinkedColorMana  # mechanics/linked_color_mana (607.2a)
Effect = Effect | CommanderColorMana  # mechanics/commander (903.4)
Effect = Effect | CommanderToHand  # mechanics/commander (903.3d)
Effect = Effect | Bolster  # mechanics/bolster
Effect = Effect | Amass  # mechanics/amass
Effect = Effect | ExchangeControl  # mechanics/exchange_control
Effect = Effect | GiveControl | OwnersGainControl  # mechanics/give_control
Effect = Effect | RemoveFromCombat  # mechanics/remove_combat
Effect = Effect | Fabricate  # mechanics/fabricate
Effect = Effect | Renown  # mechanics/renown
Effect = Effect | Explore  # mechanics/explore
Effect = Effect | Clash  # mechanics/clash
Condition = Condition | WonClash  # mechanics/clash
Effect = Effect | Vote  # mechanics/voting
Condition = Condition | VoteWins  # mechanics/voting
Amount = Amount | VotesFor  # mechanics/voting
Effect = Effect | VoteObject  # mechanics/voting (701.38b: objects)
Ref = Ref | MostVoted  # mechanics/voting
Ability = Ability | PlayFromGraveyard  # mechanics/graveyard_play
Ability = Ability | PlayLinkedExiled  # mechanics/exile_to_play (601.3, 607.2a)
Effect = Effect | PlayFromGraveyardThisTurn  # mechanics/graveyard_play (601.3, 611.2a)
Effect = Effect | PutExiledIntoGraveyard  # mechanics/process_exiled
Effect = Effect | RemoveCounterOrSacrifice  # mechanics/fading
Effect = Effect | ZombieTokenCopy  # mechanics/embalm
Ability = Ability | Riot  # mechanics/riot
Ability = Ability | Unleash  # mechanics/unleash
Condition = Condition | Outgrows  # mechanics/evolve
Amount = Amount | BlockersBeyondFirst  # mechanics/rampage
Condition = Condition | IsRenowned  # mechanics/renown
Condition = Condition | BothUnpaired | IsPaired  # mechanics/soulbond
Effect = Effect | PairSoulbond  # mechanics/soulbond
Ability = Ability | Tribute  # mechanics/tribute
Condition = Condition | TributeNotPaid  # mechanics/tribute
Ability = Ability | Miracle  # mechanics/miracle
Effect = Effect | CastMiracle  # mechanics/miracle
Amount = Amount | OpponentsAttacked  # mechanics/melee
Effect = Effect | HauntExile  # mechanics/haunt
Effect = Effect | HideawayExile | PlayLinkedFree | PutLinkedInHand  # mechanics/hideaway
Effect = Effect | ExileHandFaceDown | ReturnExiledThisWay  # mechanics/exiled_hands
Effect = Effect | TokensForEachMoved  # mechanics/exiled_this_way (608.2c, 111.2)
Effect = Effect | KinshipReveal  # mechanics/kinship
Effect = Effect | CantGainLifeThisTurn  # mechanics/cant_gain_life
Part = Part | NoLifeGain  # mechanics/cant_gain_life
Ability = Ability | CantGainLife  # mechanics/cant_gain_life
Ability = Ability | NoEnterTriggers  # mechanics/enter_trigger_bans
Ability = Ability | SpellsCantBeCountered  # mechanics/uncounterable
Ability = Ability | CantBeCounteredIf  # mechanics/uncounterable
Ability = Ability | SpendOnlyOnX  # mechanics/x_mana_color
Effect = Effect | SpellsUncounterableThisTurn  # mechanics/uncounterable
Effect = Effect | BanActivationsThisTurn  # mechanics/activation_bans
Part = Part | ActivationsBanned  # mechanics/activation_bans
Part = Part | NoCountering  # mechanics/uncounterable
Part = Part | UntapsDuringOthers  # mechanics/untap_others
Ability = Ability | YouHaveKeyword  # mechanics/player_hexproof
Effect = Effect | YouGainKeywordsThisTurn  # mechanics/player_hexproof
Part = Part | PlayerKeywords  # mechanics/player_hexproof
Ref = Ref | EachPlayerWhoControls  # mechanics/players_who_control
Ref = Ref | ChosenPlayer  # mechanics/choose_player
Ref = Ref | Granter  # mechanics/granter_refs
Effect = Effect | SacrificeGranter  # mechanics/granter_refs
Effect = Effect | ChoosePlayerNow | TargetOnly  # mechanics/choose_player
Ref = Ref | PlayersWhoDidntDiscard  # mechanics/discarded_this_way
Ability = Ability | DamageCantBePrevented  # mechanics/unpreventable
Effect = Effect | DamageCantBePreventedThisTurn  # mechanics/unpreventable
Part = Part | NoDamagePrevention  # mechanics/unpreventable
Ability = Ability | Cipher  # mechanics/cipher
Effect = Effect | CastEncodedCopy  # mechanics/cipher
Effect = Effect | MergeWithTarget  # mechanics/mutate
Effect = Effect | MyriadCopies  # mechanics/myriad
Effect = Effect | CountedMana  # mechanics/counts
Condition = Condition | ControlsEach  # mechanics/conditional_mana
Condition = Condition | CastFromYourHand | CastFromAGraveyard  # mechanics/cast_from_hand
Condition = Condition | ControlsAtLeastBesides  # mechanics/lands
Condition = Condition | DefendingPlayerControls  # mechanics/lands
Condition = Condition | DuringYourTurn  # mechanics/activation_timing
Condition = Condition | DevotionLessThan  # mechanics/devotion
Effect = Effect | DevotionMana  # mechanics/devotion (Nykthos)
Condition = Condition | CountAtLeast  # mechanics/counts
Ability = Ability | ExertAsAttacks  # mechanics/exert
Ability = Ability | Foretell  # mechanics/foretell
Ability = Ability | Companion | CastFromGraveyardEachTurn  # mechanics/companion
Condition = Condition | WasForetold  # mechanics/foretell
Ability = Ability | CrewsAsThough  # mechanics/crew_power
Effect = Effect | ExploitSacrifice  # mechanics/exploit
Amount = Amount | PartySize  # mechanics/party
Condition = Condition | FullParty  # mechanics/party
Ability = Ability | DayAsEnters  # mechanics/day_night
Effect = Effect | BecomeDayNight  # mechanics/day_night
Condition = Condition | IsDayNight  # mechanics/day_night
Effect = Effect | RollDie  # mechanics/dice
Condition = Condition | RollResultAtLeast  # mechanics/dice
Condition = Condition | TriggersOnceEachTurn  # 603.2h-like (mechanics/trigger_limits)
Effect = Effect | SacrificeEachOf  # mechanics/sacrifice_each
Effect = Effect | SacrificeAllControlled  # mechanics/sacrifice_all
Effect = Effect | SearchKeepExileRest  # mechanics/search_keep_rest
Effect = Effect | LoseLifeUnless  # mechanics/unless_they
Effect = Effect | DrawRevealMayCast  # mechanics/draw_reveal_cast
Effect = Effect | MayCastFromHandFree | MayCastTargetFree | SearchExileCastOthers  # mechanics/free_casts
Effect = Effect | MayCastThatFree  # mechanics/free_casts
Effect = Effect | SearchEachLibraryExileCast  # mechanics/free_casts
Effect = Effect | MayCastFromExileFree  # mechanics/free_casts
Effect = Effect | GainClassLevel  # mechanics/classes
Condition = Condition | ClassLevelAtLeast  # mechanics/classes
Ability = Ability | LevelAbility  # 716.2a (mechanics/classes)
Ability = Ability | LevelerAbility  # 711.2a (mechanics/level_up)
Effect = Effect | Venture  # mechanics/venture
Condition = Condition | CompletedDungeon  # mechanics/venture
Condition = Condition | AttackedWithTotalPower  # mechanics/pack_tactics
Effect = Effect | Train  # mechanics/training
Condition = Condition | AttacksWithGreaterPower  # mechanics/training
Condition = Condition | OptionalCostPaid  # mechanics/casualty
Effect = Effect | PayAnyNumberOfTimes  # mechanics/pay_times
Effect = Effect | PayLife  # mechanics/pay_life
Effect = Effect | PutChosenKindCounter  # mechanics/keyword_counters
Ability = Ability | EntersWithCounterChoice  # mechanics/keyword_counters
Effect = Effect | GainUntilCastFromExile | MayCastSelfWhileExiled  # mechanics/exiled_from_hand
Ability = Ability | KickedEntersWithCounters  # mechanics/kicked_counters
Ability = Ability | Dredge  # mechanics/dredge
Ability = Ability | EntersWithCountedCounters  # mechanics/counts
Ref = Ref | ActivePlayer  # mechanics/step_owners
Effect = Effect | DelayedAbout  # mechanics/step_owners
Ref = Ref | Payer  # mechanics/player_verbs
Ref = Ref | MovedThisWay  # mechanics/this_way_objects (608.2c)
Amount = Amount | DrawnThisWay | CountersRemovedThisWay  # mechanics/this_way_objects (608.2c)
Ref = Ref | ControllerOf | OwnerOf  # mechanics/controller_of (108.4, 108.3)
Ref = Ref | CountedController  # mechanics/exiled_this_way (608.2c)
Condition = Condition | CountAtMost  # mechanics/player_verbs
Effect = Effect | GetPoison | RevealHand | PlayerUnlessPays | ShuffleHandIntoLibrary | MayPlayer  # mechanics/player_verbs
Ability = Ability | OneSpellEachTurn  # mechanics/player_verbs
Effect = Effect | ChooseNow | ProtectionFromChosen  # mechanics/enters_choice
Effect = Effect | CantThisTurn | ExileFromOwnHand | PlayerExilesTop | PutFromOwnHandOnTop  # mechanics/player_verbs
Part = Part | PlayerBan  # mechanics/player_verbs
Ability = Ability | ChosenNameCantBeCast | ChosenNameActivationBan  # mechanics/name_bans
Ability = Ability | GroupActivationBan  # mechanics/activation_bans
Ability = Ability | GrantedAlternativeCost  # mechanics/granted_alternatives
Effect = Effect | OutsideGameToHand  # mechanics/outside_game
Effect = Effect | Learn  # mechanics/learn
Effect = Effect | PreventFromChosenSource | PreventDamageToOrBy  # mechanics/damage_prevention
Effect = Effect | PreventFromChosenSource | PreventDamageToOrBy | PreventDamageByGroup | PreventDamageWhere  # mechanics/damage_prevention
Effect = Effect | RedirectNextDamage | RedirectFromChosenSource  # mechanics/damage_redirection
Effect = Effect | NextDrawInstead  # mechanics/next_draw_instead
Effect = Effect | BlockObjectThisTurn  # mechanics/lure
Effect = Effect | PutSelfFromHandAttacking  # mechanics/enters_attacking
Ability = Ability | Devour  # mechanics/devour
Ability = Ability | Ascend  # mechanics/ascend
Ability = Ability | OthersEnterTapped  # mechanics/others_enter_tapped
Ability = Ability | EachEntersWithAdditional  # mechanics/additional_counters
Ability = Ability | AttackRestriction  # mechanics/attack_taxes
Ability = Ability | SpellCastBan | LandPlayBan  # mechanics/cast_bans
Effect = Effect | SpellCostChangeFor  # mechanics/timed_cost_changes
Part = Part | SpellCostChangePart  # mechanics/timed_cost_changes
Effect = Effect | BecomesCopy  # mechanics/becomes_copy
Effect = Effect | OwnerNameCastBan  # mechanics/owner_name_bans
Ability = Ability | CantEnterFrom  # mechanics/enter_bans
Ability = Ability | SpellCostFloor  # mechanics/cost_floors
Ability = Ability | CastCountTax  # mechanics/cast_count_taxes
Ability = Ability | TappedManaInstead  # mechanics/mana_replacements
Ability = Ability | OffBattlefieldTypes  # mechanics/off_battlefield_types
Amount = Amount | LinkedCount  # mechanics/linked_owner
Effect = Effect | ExileFromLookedHand  # mechanics/owner_may_play
Effect = Effect | AddKeptMana  # mechanics/kept_mana
Amount = Amount | GreatestPowerOf  # mechanics/player_greatest
Condition = Condition | AlternativeCostPaid  # mechanics/surge
Ability = Ability | SelfFlash  # mechanics/flash_permission
Ability = Ability | EscapesWithCounters  # mechanics/escape
Condition = Condition | Escaped  # mechanics/escape
Ability = Ability | BeginOnBattlefield | RevealFromOpeningHand  # mechanics/opening_hand
Ability = Ability | MulliganExileHand  # mechanics/mulligan_actions
Ability = Ability | CantSearch  # mechanics/search_bans
Ability = Ability | CastOnlyIf  # mechanics/cast_only_if
Amount = Amount | DifferentValuesAmong  # mechanics/different_among
Effect = Effect | LoseLifeTheyLost | ExileOwnThings  # mechanics/life_lost
Effect = Effect | RevealFromHand | RevealOneFromHand | RevealChosenDiscard  # mechanics/hand_reveal
Amount = Amount | RevealedFromHand | RevealedHandCount  # mechanics/hand_reveal
Effect = Effect | LifeFloorThisTurn  # mechanics/life_floor
Effect = Effect | ExchangeLifeTotals | DoubleLifeTotal  # mechanics/life_exchange
Part = Part | LifeFloorPart  # mechanics/life_floor
Ability = Ability | LifeFloor  # mechanics/life_floor
Effect = Effect | SetLifeTotal  # mechanics/life_total_becomes
Amount = Amount | EnteredThisTurnCount  # mechanics/land_entered
Condition = Condition | ManaSpentFrom  # mechanics/mana_spent_from
Condition = Condition | NoManaSpentToCast  # mechanics/mana_spent
Amount = Amount | ManaSpentFromCount  # mechanics/mana_spent_from
Condition = Condition | ManaSpentFrom | SnowSpent  # mechanics/mana_spent_from
Amount = Amount | ManaSpentFromCount | SnowSpentCount  # mechanics/mana_spent_from
Effect = Effect | CounterExiled  # mechanics/counter_exile
Effect = Effect | CounterUnlessPaysGeneric  # mechanics/counter_unless_each
Effect = Effect | AnyPlayerMay  # mechanics/any_player_may
Effect = Effect | ExileSacrificeReturn  # mechanics/exile_sacrifice_return
Effect = Effect | GraveyardToLibraryBottom  # mechanics/graveyard_to_bottom
Effect = Effect | SeparateIntoPiles  # mechanics/permanent_piles
Effect = Effect | EachDealsDamageToController  # mechanics/damage_to_controller
Effect = Effect | EachDealsDamage | DealDamageDividedByController  # mechanics/each_deals_damage
Ref = Ref | TappedThisWay  # mechanics/each_deals_damage (701.26a, 608.2c)
Effect = Effect | ShuffleIntoLibrary  # mechanics/shuffle_into_library
Effect = Effect | ExileWithCounters  # mechanics/exile_with_counters
Effect = Effect | CreateTokensTogether  # mechanics/token_pairs
Effect = Effect | RemoveAllCounters | RemoveUpToCounters  # mechanics/counter_descriptions
Effect = Effect | UnlessDiscard  # mechanics/unless_discard
Effect = Effect | ChampionExile  # mechanics/champion
Effect = Effect | UnlessYouMove  # mechanics/unless_you
Effect = Effect | BecomesChosen | BecomesColorsOfChoice  # mechanics/your_choice
Effect = Effect | WhileYouControlSource  # mechanics/control_duration
Effect = Effect | ForAsLongAs  # mechanics/source_durations
Effect = Effect | MayCastFromGraveyardThisTurn  # mechanics/graveyard_cast_turn
Effect = Effect | GainsFlashbackThisTurn  # mechanics/graveyard_cast_turn
Condition = Condition | YouCastIt | PutIntoYourGraveyardThisTurn  # mechanics/more_conditions
Condition = Condition | SourceHadCounters  # mechanics/its_counters
Effect = Effect | WhenThatDies  # mechanics/dies_this_turn
Effect = Effect | PayOrPutBackDrawn  # mechanics/drawn_this_turn
Condition = Condition | MilledThisWay | TwoMilledShareColor  # mechanics/milled_this_way
Condition = Condition | OpponentHasMore  # mechanics/hand_comparisons
Condition = Condition | OpponentLifeAtMost  # mechanics/hand_comparisons
Condition = Condition | AmountAtMostAmount | PowerGreaterThan  # mechanics/amount_compare
Ability = Ability | CastTimingRestriction  # mechanics/casting_windows
Ability = Ability | GraveyardCardsHave  # mechanics/graveyard_grants
Effect = Effect | FlashFor  # mechanics/casting_windows
Part = Part | FlashPermissionPart  # mechanics/casting_windows
Condition = Condition | AnyPlayerControls | NoOpponentControls | MoreCardsInHandThanEachOpponent  # board_conditions
Condition = Condition | AnOpponentControlsNone  # board_conditions
Condition = Condition | OpponentHandAtMost | OpponentPoisoned | MostCommonColor | LibraryAtMost  # board_conditions
Condition = Condition | SingleGraveyardAtLeast | AnyOf  # board_conditions
Condition = Condition | ControlsMoreThanOpponent | DefendingPlayerPoisoned | DefendingGraveyardAtLeast  # combat_conditions
Condition = Condition | AnyHandEmpty | OpponentDealtDamageThisTurn  # mechanics/combat_conditions
Condition = Condition | DamageThisTurnAtLeast  # mechanics/damage_totals
Condition = Condition | ControlledAsCast  # mechanics/reveal_cost
Ability = Ability | DamageAsCounters  # mechanics/damage_as_counters
Ability = Ability | RedirectDamage  # mechanics/damage_redirection (614.9 statics)
Ability = Ability | DrawDoInstead  # mechanics/next_draw_instead (614.11 statics)
Ability = Ability | OpponentDrawStolen  # mechanics/draw_stealing (614.11)
Ability = Ability | EntersWithCountersOnSpell  # mechanics/spell_enters_counters (a this-turn replacement)
Ability = Ability | SkipStepStatic  # mechanics/skip_steps
Effect = Effect | SearchZonesExile | ExileNamedFromHandAndGraveyard  # mechanics/name_purge
Effect = Effect | ExileFromHandOrGraveyard  # mechanics/hand_or_graveyard
Effect = Effect | DealExcessTo  # mechanics/excess_damage
Ability = Ability | SkipTurnToUntap  # mechanics/skip_turn_untap
Condition = Condition | YourSpellCounteredByOpponent  # mechanics/countered_this_turn
Effect = Effect | ReturnSelfAttached  # mechanics/return_attached
Effect = Effect | ReturnEnchantedCard | SacrificeWhenSourceLeaves | SacrificePutWithSource  # mechanics/reanimation_auras
Ability = Ability | SacrificeToEnter  # mechanics/enter_instead (614.1a)
Ability = Ability | DiscardedOntoBattlefield  # mechanics/discard_to_battlefield (614.1a)
Ability = Ability | RevealFirstDraw  # mechanics/reveal_first_draw (701.20a)
Ability = Ability | NoManaToCast  # mechanics/no_mana_spent (601.2g-h)
Effect = Effect | FlashFor  # mechanics/casting_windows
Effect = Effect | ReplaceDiesThisTurnAll  # mechanics/exile_instead (614.1a, 611.2a)
Part = Part | FlashPermissionPart  # mechanics/casting_windows
Part = Part | UntapLimit  # mechanics/untap_limits (502.3)
Condition = Condition | AnyPlayerControls | NoOpponentControls | MoreCardsInHandThanEachOpponent  # board_conditions
Condition = Condition | CastAnotherNamedThisGame | FirstSpellCastThisGame  # mechanics/cast_this_game
Effect = Effect | ChangeTheTarget  # mechanics/change_targets
Effect = Effect | ChangeATargetToThis  # mechanics/change_targets
Effect = Effect | AddPhases  # mechanics/extra_combats
Effect = Effect | PutCountersUpTo  # mechanics/counter_caps
Effect = Effect | DrawUpTo  # mechanics/draw_up_to
Condition = Condition | CastDuringYourMainPhase  # mechanics/addendum
Condition = Condition | ControlsCommander  # mechanics/commander (903.3d)
Amount = Amount | CommanderCasts  # mechanics/commander (903.8)
Condition = Condition | AttackedOrBlockedThisCombat  # mechanics/this_combat
Condition = Condition | SacrificedWas  # mechanics/sacrificed_values (Falkenrath Aristocrat)
Ability = Ability | CantHaveCounters | CantGetCounters  # mechanics/counter_bans
Ability = Ability | SearchTopOnly  # mechanics/search_bans (Aven Mindcensor)
Ability = Ability | YouHaveProtectionFromChosenName  # mechanics/protection (Runed Halo)
Effect = Effect | ReturnAsYouUntap  # mechanics/untap_step_returns (502.3)
Ability = Ability | ExtraPlayerCounters  # mechanics/any_kind_counters (Winding Constrictor)

unions.bind(Ref=Ref, Amount=Amount, Condition=Condition, Part=Part, Effect=Effect, Ability=Ability)

__all__ = [
    "EachEntersWithAdditional",
    "ChoosePlayerNow",
    "ChosenPlayer",
    "Granter",
    "SacrificeGranter",
    "TargetOnly",
    "CastTimingRestriction",
    "FlashFor",
    "FlashPermissionPart",
    "AmountAtMostAmount",
    "OpponentHasMore",
    "OpponentLifeAtMost",
    "MilledThisWay",
    "TwoMilledShareColor",
    "WhenThatDies",
    "RemoveAllCounters",
    "CreateTokensTogether",
    "GraveyardToLibraryBottom",
    "SeparateIntoPiles",
    "EachDealsDamageToController",
    "EachDealsDamage", "DealDamageDividedByController", "TappedThisWay",
    "ExileSacrificeReturn",
    "ChosenNameActivationBan",
    "ChosenNameCantBeCast",
    "CountAtMost",
    "CantThisTurn",
    "ExileFromOwnHand",
    "PlayerExilesTop",
    "PutFromOwnHandOnTop",
    "ChooseNow",
    "ProtectionFromChosen",
    "PlayerBan",
    "SpellCostChangeFor",
    "BecomesCopy",
    "OwnerNameCastBan",
    "SpellCostChangePart",
    "GetPoison",
    "MayPlayer",
    "OneSpellEachTurn",
    "Payer",
    "PlayerUnlessPays",
    "RevealHand",
    "ShuffleHandIntoLibrary",
    # w8-decks: Jace, Gideon, Adeline, the monarch, graveyard replacements, Crackling Drake, Galvanic Iteration,
    # Codespell Cleric, Esper Sentinel
    "AttackThisNextTurn", "MustAttackSource", "BecomeMonarch", "ExileUntilMonarch", "CreateAttackingEachOpponent",
    "ExileFromAllGraveyards", "ExileInsteadOfGraveyard", "ExileInsteadOfYourGraveyardThisTurn", "ExileLibrary",
    "OwnedInExileAndGraveyard", "TotalOf", "AsEntersDo", "LifeLostThisTurn", "SpellsCastThisTurn", "GreatestControlled",
    "GreatestDrawnThisTurn", "KindCountersAmong", "WhenYouCastNext", "WasNthSpellCast", "UnlessPlayerPays",
    "DieRow",
    "RollDie",
    "TriggersOnceEachTurn",
    "RollResultAtLeast",
    "SacrificeAllControlled",
    "SacrificeEachOf",
    "SearchKeepExileRest",
    "SacrificeToEnter",
    "DiscardedOntoBattlefield",
    "ReplaceDiesThisTurnAll",
    "LoseLifeUnless",
    "DrawRevealMayCast",
    "MayCastFromHandFree",
    "MayCastTargetFree",
    "MayCastThatFree",
    "SearchExileCastOthers",
    "SearchEachLibraryExileCast",
    "MayCastFromExileFree",
    "RevealedCardValue",
    "ControlledAsCast",
    "OthersEnterTapped",
    "AttackRestriction",
    "SpellCastBan", "LandPlayBan", "CantEnterFrom", "SpellCostFloor",
    "CastCountTax", "TappedManaInstead",
    "OffBattlefieldTypes",
    "ExileFromLookedHand",
    "AddKeptMana",
    "GreatestPowerOf",
    "GainClassLevel",
    "ClassLevelAtLeast",
    "LevelAbility",
    "LevelerAbility",
    "FlipObject",
    "Fuse",
    "Venture",
    "CompletedDungeon",
    "AttackedWithTotalPower",
    "TimesKicked",
    "TimesMutated",
    "HasCityBlessing",
    "AscendNow",
    "Ascend",
    "TransmuteSearch",
    "PayAnyNumberOfTimes",
    "PartnerSearch",
    "MoveAllCounters",
    "MoveCounters",
    "Adapt",
    "Aftermath",
    "Dredge",
    "Devour",
    "OptionalCostPaid",
    "GiveControl",
    "OwnersGainControl",
    "RemoveFromCombat",
    "AttacksWithGreaterPower",
    "Train",
    "IsDayNight",
    "BecomeDayNight",
    "DayAsEnters",
    "FullParty",
    "PartySize",
    "ExploitSacrifice",
    "KickedEntersWithCounters",
    "SourceAttacking",
    "SourceTapped",
    "SourceAttachedBy",
    "SourceModified",
    "LifeAtLeast",
    "HandAtLeast",
    "DifferentPowersAtLeast",
    "AttachedCount", "BasicLandTypesAmong", "EntersWithCountedCounters", "LifeGainedThisTurn", "OpponentCount",
    "Times", "Plus", "Minus", "GreatestAmong", "HandSizeOf", "BlockersOf", "CountAtLeast", "CountedMana",
    "AddAdditionalMana",
    "Bloodthirst",
    "Splice",
    "Amplify",
    "Sunburst",
    "EntersWithDelvedCounters",
    "ExileTopOfLibrary",
    "CastExiledNow",
    "LinkedOwners",
    "LinkedCount",
    "MayCastExiled",
    "RevealTopToHand",
    "PutFromHand", "PutFromGraveyard",
    "Proliferate",
    "Populate",
    "OpponentControlsAtLeast",
    "OpponentHandAtMost",
    "OpponentPoisoned",
    "ControlsMoreThanOpponent",
    "DefendingPlayerPoisoned",
    "DefendingGraveyardAtLeast",
    "AnyHandEmpty",
    "OpponentDealtDamageThisTurn",
    "MostCommonColor",
    "LibraryAtMost",
    "SingleGraveyardAtLeast",
    "AnyOf",
    "AnyPlayerControls",
    "NoOpponentControls",
    "AnOpponentControlsNone",
    "MoreCardsInHandThanEachOpponent",
    "ToughnessOf",
    "CastAsThoughFlash",
    "CantBeTargetedBy",
    "CantBeTargetedByOpponents",
    "GraveyardCardsCantBeTargeted",
    "MayNotUntap",
    "UntapLimit",
    "YouAttackedThisTurn",
    "DefendingPlayerControls",
    "DuringYourTurn",
    "ControlsAtLeastBesides",
    "ConditionalMana",
    "ChosenColorMana",
    "CouldProduceMana",
    "LinkedColorMana",
    "CommanderColorMana",
    "ControlsCommander",
    "CommanderCasts",
    "CommanderToHand",
    "NoManaAddedByThisThisTurn",
    "CastFromYourHand",
    "CastFromAGraveyard",
    "ControlsEach",
    "ExileOwnGraveyardCard",
    "PlayerSearches",
    "PlayAdditionalLands",
    "ExtraLandPlays",
    "LifeLostThisWay",
    "RevealFromHand",
    "RevealOneFromHand",
    "RevealChosenDiscard",
    "RevealedFromHand",
    "RevealedHandCount",
    "DamageDealtThisWay",
    "ColorsSpentToCast",
    "ManaWasSpent",
    "Devotion",
    "DevotionLessThan",
    "DevotionMana",
    "ReturnChosenPermanent",
    "ReturnAsAura",
    "Foretell",
    "WasForetold",
    "CrewsAsThough",
    "SearchOpponentChooses",
    "ShuffleGraveyardIntoLibrary",
    "DefendingPlayer",
    "AttackedPlayer",
    "OpponentsAttacking",
    "NoCardsInHand",
    "LookAtHand",
    "ChooseFromHand",
    "RevealChosen",
    "DiscardChosen",
    "SacrificeOrElse",
    "PlayersWhoCouldntSacrifice",
    "DiscardAtRandom",
    "DiscardHand",
    "TapOrUntap",
    "TapChosen",
    "CopyForEachOtherTarget",
    "TriggerReflexive",
    "PayLife",
    "PutChosenKindCounter",
    "EntersWithCounterChoice",
    "NthResolutionThisTurn",
    "RestartGame",
    "RepeatProcess",
    "Meld",
    "RepeatThisProcess",
    "GainUntilCastFromExile",
    "MayCastSelfWhileExiled",
    "RevealTopCard",
    "RevealedCard",
    "PutIntoGraveyard",
    "RevealAtRandomFromHand",
    "AllOf",
    "SourceEnteredThisTurn",
    "ExileTopCards",
    "MayPlayExiled",
    "NinjutsuEnter",
    "NotYourTurn",
    "Dig",
    "DigStep",
    "PutFromHandOnLibrary",
    "ShuffleLibrary",
    "PermanentLeftThisTurn",
    "GetEnergy",
    "SameNameAs",
    "TargetsTogether",
    "AndAttached",
    "AndSharingColor",
    "MustTargetFlagbearer",
    "PreventDamageBy",
    "CounterUnlessPaysCost",
    "SacrificeUnlessCost",
    "ThisInYourGraveyard",
    "ShuffleCardsIntoLibrary",
    "IsMonstrous",
    "Monstrosity",
    "PTEqualTo",
    "SignedMinus",
    "LifeTotalAmong",
    "Connive",
    "DiscardThenDrawThatMany",
    "SacrificeAnyNumber",
    "ExileAnyNumber",
    "ExileFromBattlefieldAndGraveyards",
    "ExileFromHandAndGraveyard",
    "OpponentDrawStolen",
    "ChangeBasePTTo",
    "EachSpell",
    "RevealFirstDraw",
    "NoManaToCast",
    "PutSourceCounters",
    "ExileChosen",
    "ChooseRest",
    "RevealTopEach",
    "RevealedTopCount",
    "KeepSlot",
    "GreatestSharingType",
    "ExertAsAttacks",
    "PayEnergy",
    "SacrificedPower",
    "HadNoCounters",
    "ReturnWithCounter",
    "AmountAtLeast",
    "CardTypesAmong",
    "ManaValuesAmong",
    "CountersAmong",
    "Riot",
    "Unleash",
    "Outgrows",
    "BlockersBeyondFirst",
    "ZombieTokenCopy",
    "RemoveCounterOrSacrifice",
    "Clash",
    "WonClash",
    "Vote",
    "VoteWins",
    "VotesFor",
    "VoteObject",
    "MostVoted",
    "PlayFromGraveyard",
    "PlayFromGraveyardThisTurn",
    "PutExiledIntoGraveyard",
    "Explore",
    "Renown",
    "IsRenowned",
    "BothUnpaired",
    "IsPaired",
    "PairSoulbond",
    "Tribute",
    "Miracle",
    "CastMiracle",
    "OpponentsAttacked",
    "HauntExile",
    "HideawayExile",
    "ExileHandFaceDown",
    "ReturnExiledThisWay",
    "KinshipReveal",
    "PlayLinkedFree",
    "PutLinkedInHand",
    "CantGainLife",
    "CantBeCounteredIf",
    "SpendOnlyOnX",
    "CantSearch",
    "CantGainLifeThisTurn",
    "NoEnterTriggers",
    "NoLifeGain",
    "SpellsCantBeCountered",
    "EachPlayerWhoControls",
    "DamageCantBePrevented",
    "DamageCantBePreventedThisTurn",
    "NoDamagePrevention",
    "Cipher",
    "CastEncodedCopy",
    "MergeWithTarget",
    "CastUsingMutate",
    "MyriadCopies",
    "TributeNotPaid",
    "Fabricate",
    "Amass",
    "LifeGainInstead",
    "DestroyedThisWay",
    "SacrificedThisWay",
    "GraveyardThisWay",
    "ReturnedToHandThisWay",
    "DiscardedThisWay",
    "GreatestDiscardedThisWay",
    "AttackedBy",
    "ExchangeControl",
    "TokensInstead",
    "Bolster",
    "BlockObjectThisTurn",
    "Ability",
    "AbilityNode",
    "ActivatedAbility",
    "ActivationBan",
    "UntapsDuringOthers",
    "GroupActivationBan",
    "OutsideGameToHand",
    "Learn",
    "AsEntersChoose",
    "AnchorAbility",
    "AddAbilities",
    "AddMana",
    "AddTypes",
    "AdditionalLandPlays",
    "AlternativeCost",
    "Amount",
    "AmountNode",
    "ApplyContinuous",
    "Attach",
    "AttachedTo",
    "AttackedOrBlockedThisCombat",
    "AttackedThisTurn",
    "AttackingYouAtLeast",
    "BasePTFromManaValue",
    "BecomesChosen",
    "BecomesColorsOfChoice",
    "BouncedThisTurn",
    "CANT_BE_BLOCKED",
    "CANT_ATTACK_KW",
    "CANT_BLOCK",
    "CantPhaseIn",
    "CardDef",
    "CardFace",
    "CardsInGraveyard",
    "CardsInHand",
    "CardsInYourGraveyard",
    "CascadeEffect",
    "CastFromGraveyard",
    "CastFromGraveyardEachTurn",
    "Companion",
    "CastSuspended",
    "EnteredUnderYourControlThisTurn",
    "Unearth",
    "ChainPayCopy",
    "OwnerMayCastLinked",
    "OpponentsTurn",
    "PlayerOrTheirPlaneswalker",
    "TargetPlayerOrController",
    "CastMadness",
    "Madness",
    "CastRebounded",
    "Rebound",
    "RemoveTimeCounter",
    "Suspend",
    "CastThisTurn",
    "ChooseOne",
    "CombatRule",
    "Condition",
    "ConditionNode",
    "ControlledSinceLastUpkeep",
    "ControlsAtMost",
    "EntersTappedUnless",
    "EntersTappedUnlessPayLife",
    "EntersTappedUnlessReveal",
    "ExiledThisWay",
    "SomeExiledThisWay",
    "TokensForEachMoved",
    "CountedController",
    "ManaSpentToCast",
    "PlayerDealtDamageThisWay",
    "PermanentDealtDamageThisWay",
    "PutSelfFromHandAttacking",
    "CardsInItsControllersGraveyard",
    "FaceDownCast",
    "AttachedToCreature",
    "Unattach",
    "EnchantedPlayer",
    "ActivePlayer",
    "DelayedAbout",
    "PreventFromChosenSource",
    "PreventDamageToOrBy",
    "RedirectNextDamage", "RedirectDamage", "RedirectFromChosenSource", "NextDrawInstead", "DrawDoInstead",
    "OpponentDrawStolen",
    "Bestow",
    "Disturb",
    "EntersWithCountersIf",
    "OwnerPutsTopOrBottom",
    "Cleave",
    "OpponentLostLifeThisTurn",
    "ExileFromHandOrGraveyard",
    "ExileNamedFromHandAndGraveyard",
    "LostLifeAtLeast",
    "DiscardedThisTurn",
    "DiscardedCount",
    "OwnsCardInExile",
    "ReduceMaxHandSize",
    "MaxHandSizeChange",
    "GraveyardCardsHave",
    "SpellTargets",
    "DealtDamageThisWay",
    "LeavesExileInstead",
    "DamageThisTurnAtLeast",
    "SelfExileInsteadOfGraveyard",
    "SelfShuffleInsteadOfGraveyard",
    "ExileReturnTransformed",
    "TurnFaceDown",
    "ControlsAtLeast",
    "ControlsSameName",
    "CopyStackObject",
    "Cost",
    "CountOf",
    "CounterExiled",
    "CounterUnlessPaysGeneric",
    "AnyPlayerMay",
    "CounterObject",
    "CounterUnlessPays",
    "CountersOn",
    "CountersOnThisAtLeast",
    "CountersRemoved",
    "CreatePredefinedToken",
    "CreateToken",
    "CreateTokenCopy",
    "CreateTokenFor",
    "Created",
    "CreatureDiedThisTurn",
    "CumulativeUpkeep",
    "DealDamage",
    "DelayedEventTrigger",
    "DelayedTrigger",
    "Destroy",
    "DiedThisTurn",
    "Discard",
    "DiscardOrLoseLife",
    "DoThen",
    "DoesntUntap",
    "DoubleCounters",
    "DrawCards",
    "DrawInstead",
    "DrewThisTurn",
    "Each",
    "EachControlledBy", "EachOwnedBy",
    "EachOpponent",
    "EachPlayer",
    "Effect",
    "EffectNode",
    "Enchant",
    "EndTheTurn",
    "AddPhases",
    "PutCountersUpTo",
    "EntersAsCopy",
    "EntersTapped",
    "EntersWithCounters",
    "Equipped",
    "Exile",
    "ExileFromHand",
    "ExileGraveyard",
    "ExileLinked",
    "ExileTopMayPlay",
    "ExtraCounters",
    "ExtraEnterTriggers",
    "ExtraTriggers",
    "Fight",
    "Filter",
    "FlipCoin",
    "Found",
    "FromYourGraveyard",
    "GainControl",
    "GainLife",
    "GainProtectionChosenColor",
    "GainedLifeThisTurn",
    "GetEmblem",
    "GreatestPower",
    "Half",
    "IfThen",
    "KeepManaType",
    "Kicked",
    "LOYALTY_AT_INSTANT_SPEED",
    "LibrarySize",
    "LifeAboveStart",
    "LifeAtMost",
    "LifeTotal",
    "Linked",
    "LinkedManaValue",
    "LookAndSplit",
    "LookAtTop",
    "LookRevealToHand",
    "LoseAllAbilities",
    "LoseGame",
    "LoseKeywords",
    "LoseLife",
    "ManaValueOf",
    "May",
    "MayCastLinkedFree",
    "PlayLinkedExiled",
    "MayThen",
    "Mill",
    "Mode",
    "ModifyPT",
    "ModifyPTBy",
    "Negated",
    "Node",
    "NoncombatDamageToOpponents",
    "NthSpellThisTurn",
    "OpponentControlsMore",
    "OpponentGraveyardAtLeast",
    "PTBoost",
    "PTBoostBy",
    "PTFromCount",
    "Part",
    "PartNode",
    "PayAnyAmount",
    "PayOptional",
    "PhaseOut",
    "ProwlDamage",
    "PlayFromLibraryTop",
    "PowerOf",
    "DamageWhere",
    "PreventDamage",
    "PreventDamageThisTurn",
    "PreventNextDamage",
    "PutCounters",
    "PutCountersChosen",
    "PutOnLibrary",
    "PutOntoBattlefield",
    "Ref",
    "RefMatches",
    "RefNode",
    "Regenerate",
    "RegenerationShield",
    "RemoveCounters",
    "RemoveTypes",
    "ReplaceDies",
    "ReplaceDiesThisTurn",
    "ReplaceEntering",
    "ReturnChosenCard",
    "ReturnLinked",
    "ReturnToBattlefield",
    "ReturnToHand",
    "RevealTop",
    "SacrificeChosen",
    "SacrificeCost",
    "SacrificeObjects",
    "SacrificedManaValue",
    "ScaleDamage",
    "PreventSomeDamage",
    "Scry",
    "SearchLibrary",
    "SearchLibraryAndGraveyard",
    "SearchNamed",
    "Sequence",
    "SetBasePT",
    "SetBasePTBy",
    "SetColors",
    "SetLandTypes",
    "SetTypes",
    "SkipNextStep",
    "SourceHasCounter",
    "SourceOnBattlefield",
    "SourceUntapped",
    "SpellAbility",
    "SpellCostModifier",
    "AbilityCostModifier",
    "SpellsCastLastTurn",
    "Static",
    "StormCopies",
    "ReplicateCopies",
    "RippleEffect",
    "DemonstrateCopies",
    "StaticEffect",
    "Surveil",
    "SwitchPT",
    "TakeExtraTurns",
    "Tap",
    "TapCost",
    "RemoveCounterCost",
    "ReturnCost",
    "Target",
    "TargetController",
    "TargetSpec",
    "This",
    "TokenSpec",
    "TotalPower",
    "TransformObject",
    "Trigger",
    "TriggeredAbility",
    "Triggering",
    "TriggeringController",
    "UnlessPays",
    "Untap",
    "UntapChosen",
    "XValue",
    "You",
    "YourTurn",
    "AlternativeCostPaid",
    "SelfFlash",
    "EscapesWithCounters",
    "Escaped",
    "BeginOnBattlefield",
    "MulliganExileHand",
    "RevealFromOpeningHand",
    "UnlessDiscard",
    "ChampionExile",
    "UnlessYouMove",
    "WhileYouControlSource",
    "ForAsLongAs",
    "MayCastFromGraveyardThisTurn",
    "YouCastIt",
    "PutIntoYourGraveyardThisTurn",
    "SourceHadCounters",
    "CastOnlyIf",
    "DifferentValuesAmong",
    "LoseLifeTheyLost",
    "ExileOwnThings",
    "EnteredThisTurnCount",
    "ManaSpentFrom",
    "ManaSpentFromCount",
    "SnowSpent",
    "SnowSpentCount",
    "GainsFlashbackThisTurn",
    "NoCountering",
    "GrantedAlternativeCost",
    "ActivationsBanned",
    "BanActivationsThisTurn",
    "NoManaSpentToCast",
    "OpponentCastThisTurn",
    "OpponentDidThisTurn",
    "YouDidntCastThisTurn",
    "DuringSteps",
    "AttackedThisStep",
    "PlayerKeywords",
    "PlayersWhoDidntDiscard",
    "RemoveUpToCounters",
    "ReturnChosen",
    "SetLifeTotal",
    "ShuffleIntoLibrary",
    "ExileWithCounters",
    "SpellsUncounterableThisTurn",
    "YouGainKeywordsThisTurn",
    "YouHaveKeyword",
    "CountControlledBy",
    "DoubleLifeTotal",
    "ExchangeLifeTotals",
    "GainLifePrevented",
    "PreventDamageByGroup",
    "PreventDamageWhere",
    "EachRecipient",
    "LifeFloor",
    "LifeFloorPart",
    "LifeFloorThisTurn",
    "CantLoseOrWin",
    "DamageAsInfect",
    "CantLoseThisTurn",
    "NoLoss",
    "WinGame",
    "SpellEntersWithCounters", "EntersWithCountersOnSpell", "DamageAsCounters", "CastAnotherNamedThisGame", "FirstSpellCastThisGame",
    "SkipStepStatic",
    "SearchZonesExile",
    "DealExcessTo",
    "SkipTurnToUntap",
    "YourSpellCounteredByOpponent",
    "ReturnSelfAttached",
    "ReturnEnchantedCard",
    "SacrificeWhenSourceLeaves",
    "SacrificePutWithSource",
    "ChangeATargetToThis", "ChangeTheTarget", "CastDuringYourMainPhase",
    "MovedThisWay",
    "ColorsAmong",
    "CardsNamedAs",
    "YouCastThisTurn",
    "YouDrewThisTurn",
    "OpponentsPoison",
    "MovedCardValue",
    "DrawnThisWay",
    "CountersRemovedThisWay",
    "ControllerOf",
    "OwnerOf",
    "ActivatedAbilitiesOfTop",
    "ChosenColors",
    "ColorsOffBattlefield",
    "SpendAsAnyColor",
    "TopOfLibraryIs",
    "AttachedWhenLeft",
    "DifferentNamesAtLeast",
    "PayOrPutBackDrawn",
    "CantHaveCounters",
    "CantGetCounters",
    "SearchTopOnly",
    "YouHaveProtectionFromChosenName",
    "DrawUpTo",
    "ReturnAsYouUntap",
    "ExtraPlayerCounters",
    "YouDidntAttackThisTurn",
    "PowerGreaterThan",
    "SacrificedWas",
]
