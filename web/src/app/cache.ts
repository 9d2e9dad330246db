import { InMemoryCache, type TypePolicies } from '@apollo/client';

/**
 * Every type with an id of its own, by that field. Apollo keeps one copy of each object
 * (`Customer:{"customerId":3}`), so an object a mutation answers with updates every screen
 * showing it, and no screen reloads after a save. Each document must select the key wherever it
 * selects the type (cache.test.ts checks them all).
 */
export const KEY_FIELDS = {
  AccessLevel: 'accessLevelId',
  AccessLevelDetail: 'accessLevelDetailId',
  Article: 'articleId',
  ArticleImage: 'imageId',
  AssignmentResponse: 'assignmentResponseId',
  AssignmentResponseType: 'assignmentResponseTypeId',
  AssignmentResponseTypeDetail: 'assignmentResponseTypeDetailId',
  Banner: 'bannerId',
  Bloc: 'blocId',
  BlocAlgorithm: 'algorithmId',
  BlocType: 'blocTypeId',
  Brand: 'brandId',
  CallCentreAgent: 'userId',
  CallRecord: 'callRecordId',
  Catalog: 'catalogId',
  Category: 'articleCategoryId',
  Channel: 'channelId',
  Country: 'countryId',
  Customer: 'customerId',
  CustomerAddress: 'customerAdressId',
  CustomerOrigin: 'originId',
  CustomerSegment: 'segmentId',
  CustomerType: 'customerTypeId',
  CustomerWarehouse: 'warehouseId',
  DeliverySlot: 'deliverySlotId',
  ExportJob: 'exportId',
  HomePage: 'homePageId',
  ListedArticle: 'articleId',
  Order: 'orderId',
  OrderLine: 'orderLineId',
  Partner: 'partnerId',
  PaymentMode: 'paymentModeId',
  PermissionDefinition: 'permissionId',
  PermissionType: 'permissionTypeId',
  Promotion: 'promotionId',
  PromotionArticle: 'promotionArticleId',
  PromotionCustomer: 'promotionCustomerId',
  PromotionGift: 'promotionGiftId',
  PromotionMultilineGift: 'promotionMultilineGiftId',
  PromotionRange: 'promotionRangeId',
  PromotionSummary: 'promotionId',
  Region: 'regionId',
  ReturnReason: 'reasonReturnId',
  Role: 'roleId',
  RolePermission: 'rolePermissionId',
  RoleUser: 'userRoleId',
  Schedule: 'scheduleId',
  ScheduleOrder: 'scheduleOrderId',
  Sector: 'sectorId',
  Selection: 'selectionId',
  SelectionChannel: 'channelId',
  User: 'userId',
  UserPermission: 'userPermissionId',
  UserRole: 'roleId',
  UserType: 'userTypeId',
  Vehicle: 'vehicleId',
  Viewer: 'userId',
  ViewerPermission: 'permissionId',
  Warehouse: 'warehouseId',
} as const;

/** The schema's interfaces and their types, for fragments on an interface (`OutcomeFields`). */
export const POSSIBLE_TYPES = {
  Outcome: [
    'AccessLevelResult',
    'ArticleResult',
    'AssignmentResponseResult',
    'BannerResult',
    'BlocResult',
    'ChannelParametersResult',
    'CloseTillResult',
    'CustomerAddressesResult',
    'CustomerResult',
    'DispatchAssignmentResult',
    'HomePageResult',
    'MutationResult',
    'OrderActionReport',
    'OrderConfirmResult',
    'OrderSaveResult',
    'PermissionResult',
    'PermissionTypeResult',
    'PromotionResult',
    'ReturnReasonResult',
    'RoleResult',
    'ScheduleResult',
    'SelectionResult',
    'StartExportResult',
    'UserResult',
    'UserTypeResult',
    'VehicleResult',
  ],
};

/** Objects without an id belong to their parent: a new answer completes the one cached. */
const OWNED_OBJECTS = ['Tax', 'CustomerCreator', 'ExportFilters'] as const;

const TYPE_POLICIES: TypePolicies = {
  ...Object.fromEntries(Object.entries(KEY_FIELDS).map(([type, field]) => [type, { keyFields: [field] }])),
  ...Object.fromEntries(OWNED_OBJECTS.map((type) => [type, { merge: true }])),
};

/** The console's cache: normalised by the ids above. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({ typePolicies: TYPE_POLICIES, possibleTypes: POSSIBLE_TYPES });
}
