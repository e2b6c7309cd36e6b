import {
  TypeInfo,
  buildSchema,
  getVariableValues,
  getNullableType,
  isInputObjectType,
  isListType,
  valueFromAST,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import type { GraphQLInputType, GraphQLSchema, OperationDefinitionNode } from 'graphql';
import {
  OTP_LENGTH,
  PROFILE_BIO_MAX_LENGTH,
  PROFILE_NAME_MAX_LENGTH,
  accountMessages,
} from '@contract/account-messages';
import { FEEDBACK_TEXT_MAX_LENGTH } from '@contract/feedback';
import { memoriesMessages, memoryLimits } from '@contract/memories';
import { MAX_SEARCH_LENGTH } from '@contract/places-messages';
import { safeTextMessages } from '@contract/safe-text';
import {
  DESTINATION_ADDRESS_MAX_LENGTH,
  DESTINATION_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  GOOGLE_CREDENTIAL_MAX_LENGTH,
  MAPS_URL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PHOTO_REF_MAX_LENGTH,
  PLACE_TYPE_MAX_LENGTH,
  RESET_TOKEN_MAX_LENGTH,
  SOCIAL_LINK_MAX_LENGTH,
  USER_NAME_MAX_LENGTH,
  USER_SEARCH_MAX_LENGTH,
} from '@contract/text-limits';
import { tripLimits } from '@contract/trip';
import { tripMessages } from '@contract/trip-messages';
import { typeDefs } from '../schema/schema';

/**
 * Each free text's own cap at the GraphQL edge (issue 17), by schema coordinate: an input field
 * (`CreateTripInput.title`) or a field argument (`Mutation.addChecklistItem(item:)`). The numbers are
 * the contract's, so the gateway refuses exactly what the REST server would, without calling it.
 * Texts not named here (dates, times, ids) are held by MAX_INPUT_TEXT_LENGTH and the REST schemas.
 */
const DATE_LENGTH = 'YYYY-MM-DD'.length;
const CLOCK_TIME_LENGTH = 'HH:mm'.length;
const ENUM_TEXT_MAX_LENGTH = 100;

/**
 * A cap, with the spec's own words where the spec gives them ("Bio must be 200 characters or
 * less"): the edge answers as the REST server would, so the user reads the same message.
 */
type TextCap = number | { readonly max: number; readonly message: string };

const titleCap = { max: tripLimits.titleMaxLength, message: tripMessages.titleTooLong };
const descriptionCap = {
  max: tripLimits.descriptionMaxLength,
  message: tripMessages.descriptionTooLong,
};
const activityTitleCap = {
  max: tripLimits.activityTitleMaxLength,
  message: tripMessages.activityTitleTooLong,
};
const notesCap = { max: tripLimits.activityNotesMaxLength, message: tripMessages.notesTooLong };
const checklistItemCap = {
  max: tripLimits.checklistItemMaxLength,
  message: tripMessages.checklistItemTooLong,
};

export const TEXT_CAPS: Readonly<Record<string, TextCap>> = {
  'RegisterInput.userName': USER_NAME_MAX_LENGTH,
  'RegisterInput.email': EMAIL_MAX_LENGTH,
  'RegisterInput.password': PASSWORD_MAX_LENGTH,
  'SocialLinksInput.facebook': SOCIAL_LINK_MAX_LENGTH,
  'SocialLinksInput.instagram': SOCIAL_LINK_MAX_LENGTH,
  'UpdateProfileInput.firstName': {
    max: PROFILE_NAME_MAX_LENGTH,
    message: accountMessages.firstNameTooLong,
  },
  'UpdateProfileInput.lastName': {
    max: PROFILE_NAME_MAX_LENGTH,
    message: accountMessages.lastNameTooLong,
  },
  'UpdateProfileInput.bio': { max: PROFILE_BIO_MAX_LENGTH, message: accountMessages.bioTooLong },
  'Query.placeSuggestions(text:)': MAX_SEARCH_LENGTH,
  'Query.placesIn(location:)': MAX_SEARCH_LENGTH,
  'Query.photoBatch(refs:)': PHOTO_REF_MAX_LENGTH,
  'Query.searchUsers(userName:)': USER_SEARCH_MAX_LENGTH,
  'Mutation.verifyEmail(email:)': EMAIL_MAX_LENGTH,
  'Mutation.verifyEmail(otp:)': OTP_LENGTH,
  'Mutation.resendVerificationCode(email:)': EMAIL_MAX_LENGTH,
  'Mutation.requestPasswordReset(email:)': EMAIL_MAX_LENGTH,
  'Mutation.verifyPasswordResetCode(email:)': EMAIL_MAX_LENGTH,
  'Mutation.verifyPasswordResetCode(otp:)': OTP_LENGTH,
  'Mutation.resetPassword(resetToken:)': RESET_TOKEN_MAX_LENGTH,
  'Mutation.resetPassword(newPassword:)': PASSWORD_MAX_LENGTH,
  'Mutation.resendPasswordResetCode(email:)': EMAIL_MAX_LENGTH,
  'Mutation.addActivityReflection(text:)': {
    max: memoryLimits.reflectionMaxLength,
    message: memoriesMessages.reflectionTooLong,
  },
  'Mutation.addChecklistItem(item:)': checklistItemCap,
  'Mutation.login(userName:)': USER_NAME_MAX_LENGTH,
  'Mutation.login(password:)': PASSWORD_MAX_LENGTH,
  'Mutation.googleLogin(credential:)': GOOGLE_CREDENTIAL_MAX_LENGTH,
  'FeedbackInput.generalFeedback': FEEDBACK_TEXT_MAX_LENGTH,
  'FeedbackInput.likedMost': FEEDBACK_TEXT_MAX_LENGTH,
  'FeedbackInput.needsImprovement': FEEDBACK_TEXT_MAX_LENGTH,
  'FeedbackInput.featureRequests': FEEDBACK_TEXT_MAX_LENGTH,
  'FeedbackInput.bugReport': FEEDBACK_TEXT_MAX_LENGTH,
  // Enum values as text (the contract's lists); far under this.
  'FeedbackInput.mostWantedFeature': ENUM_TEXT_MAX_LENGTH,
  'FeedbackInput.bugSeverity': ENUM_TEXT_MAX_LENGTH,
  'FeedbackInput.contactEmail': EMAIL_MAX_LENGTH,
  'FeedbackInput.userAgent': FEEDBACK_TEXT_MAX_LENGTH,
  'FeedbackInput.currentPage': FEEDBACK_TEXT_MAX_LENGTH,
  'FeedbackDeviceInfoInput.browserName': 100,
  'DestinationInput.name': DESTINATION_NAME_MAX_LENGTH,
  'DestinationInput.address': DESTINATION_ADDRESS_MAX_LENGTH,
  'DestinationInput.photoRef': PHOTO_REF_MAX_LENGTH,
  'DestinationInput.googleMapsUrl': MAPS_URL_MAX_LENGTH,
  'DestinationInput.types': PLACE_TYPE_MAX_LENGTH,
  'CreateTripInput.title': titleCap,
  'CreateTripInput.description': descriptionCap,
  'CreateTripInput.startDate': DATE_LENGTH,
  'CreateTripInput.endDate': DATE_LENGTH,
  'UpdateTripInput.title': titleCap,
  'UpdateTripInput.description': descriptionCap,
  'UpdateTripInput.startDate': DATE_LENGTH,
  'UpdateTripInput.endDate': DATE_LENGTH,
  'ActivityInput.title': activityTitleCap,
  'ActivityInput.notes': notesCap,
  'ActivityInput.startTime': CLOCK_TIME_LENGTH,
  'ActivityInput.endTime': CLOCK_TIME_LENGTH,
  'ItineraryActivityInput.title': activityTitleCap,
  'ItineraryActivityInput.notes': notesCap,
  'ItineraryActivityInput.startTime': CLOCK_TIME_LENGTH,
  'ItineraryActivityInput.endTime': CLOCK_TIME_LENGTH,
  'ChecklistItemInput.item': checklistItemCap,
};

/**
 * The message for the first text in `value` over its cap, or undefined. Texts are measured trimmed,
 * as the contract measures most of them, so the edge never refuses what the REST server would take.
 */
function overCap(value: unknown, type: GraphQLInputType, coordinate: string): string | undefined {
  const nullable = getNullableType(type);
  if (value === null || value === undefined) return undefined;
  if (isListType(nullable)) {
    if (!Array.isArray(value)) return overCap(value, nullable.ofType, coordinate);
    for (const item of value) {
      const found = overCap(item, nullable.ofType, coordinate);
      if (found) return found;
    }
    return undefined;
  }
  if (isInputObjectType(nullable)) {
    if (typeof value !== 'object') return undefined;
    const fields = nullable.getFields();
    for (const [name, item] of Object.entries(value)) {
      const field = fields[name];
      const found = field && overCap(item, field.type, `${nullable.name}.${name}`);
      if (found) return found;
    }
    return undefined;
  }
  const cap = TEXT_CAPS[coordinate];
  if (cap === undefined || typeof value !== 'string') return undefined;
  const { max, message } =
    typeof cap === 'number' ? { max: cap, message: safeTextMessages.tooLong(cap) } : cap;
  return value.trim().length > max ? message : undefined;
}

/**
 * The schema's types only, built here from the same SDL: walking it with this module's graphql-js
 * keeps every instanceof check in one copy of the library (the server's schema may come from
 * another under a test runner, which graphql-js refuses outside production).
 */
let typesOnly: GraphQLSchema | undefined;
const schemaTypes = () => (typesOnly ??= buildSchema(typeDefs.join('\n')));

/** The first argument text of `operation` over its cap, or undefined. */
export function firstTextOverCap(
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
): string | undefined {
  const schema = schemaTypes();
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {});
  // Variables that do not fit their types are refused by graphql-js itself, before this matters.
  if (coerced.errors) return undefined;
  const typeInfo = new TypeInfo(schema);
  let found: string | undefined;
  visit(
    operation,
    visitWithTypeInfo(typeInfo, {
      Argument(node) {
        const argument = typeInfo.getArgument();
        const parent = typeInfo.getParentType();
        const field = typeInfo.getFieldDef();
        if (found || !argument || !parent || !field) return;
        const value = valueFromAST(node.value, argument.type, coerced.coerced);
        found = overCap(value, argument.type, `${parent.name}.${field.name}(${argument.name}:)`);
      },
    }),
  );
  return found;
}
